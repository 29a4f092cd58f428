import type { BlogCategory } from './blog'

/**
 * The blog articles of each active shop, in markdown: headings, lists,
 * images (generated, under /images/blog/), links to the shop's pages and to
 * other sites. `seed-blog.ts` gives them ids, cover images and reading times,
 * and adds each shop's hostile article.
 *
 * Per shop, one article has no cover image, one no author, one no category
 * and one no reading time, for the storefront's defaults.
 */

export interface ArticleDraft {
  titre: string
  category: BlogCategory | null
  auteur: string | null
  /** ISO 8601 UTC; every date of a shop differs, so the order is fixed. */
  createdAt: string
  /** false: no cover image. */
  cover?: false
  /** false: no reading time. */
  readingTime?: false
  contenu: string
}

/** A photo of this API, as markdown (made absolute when answered). */
function picture(shop: string, name: string, alt: string): string {
  return `![${alt}](/images/blog/${shop}/${name}.jpg)`
}

const DEMO: ArticleDraft[] = [
  {
    titre: 'Nouveaux horaires du service client pour les fêtes',
    category: 'actualites',
    auteur: 'Aïcha Ndongo',
    createdAt: '2025-11-28T08:00:00.000Z',
    contenu: `## Nous restons joignables pendant les fêtes

Du **15 décembre au 5 janvier**, notre service client change d'horaires pour mieux vous accompagner pendant la période la plus chargée de l'année.

- Du lundi au samedi : de 7 h 30 à 20 h
- Le dimanche : de 10 h à 16 h
- Le 25 décembre et le 1er janvier : fermé

${picture('demo', 'service-client', 'Une conseillère du service client au téléphone')}

## Livraisons

Les commandes passées avant 11 h sont livrées le jour même à Douala. À Yaoundé, comptez 48 h comme d'habitude.

Une question sur une commande ? [Écrivez-nous](/contact) ou consultez notre [foire aux questions](/#faq-section).`,
  },
  {
    titre: 'Bien choisir son congélateur coffre',
    category: 'conseils',
    auteur: 'Serge Mbarga',
    createdAt: '2025-11-12T09:30:00.000Z',
    contenu: `## Quelle capacité pour votre foyer ?

Un congélateur coffre se choisit d'abord selon la taille de la famille et vos habitudes d'achat.

| Foyer | Capacité conseillée |
| --- | --- |
| 1 à 2 personnes | 100 à 150 L |
| 3 à 4 personnes | 200 L |
| 5 personnes et plus | 300 L et plus |

${picture('demo', 'congelateur-coffre-ouvert', 'Un congélateur coffre ouvert, rempli de poisson et de viande')}

## Les points à vérifier

1. La **classe énergétique** : un appareil économe se rembourse vite avec les tarifs d'Eneo.
2. L'**autonomie en cas de coupure** : 24 h au moins, indispensable à Douala.
3. La présence d'un panier pour ranger les petits paquets.

Notre [congélateur coffre 200 L](/products/congelateur-coffre-200-l) existe en quatre coloris.`,
  },
  {
    titre: 'Protéger ses appareils des coupures de courant',
    category: 'conseils',
    auteur: 'Serge Mbarga',
    createdAt: '2025-10-30T07:45:00.000Z',
    contenu: `## Pourquoi les baisses de tension abîment vos appareils

Les variations de tension fatiguent les compresseurs des réfrigérateurs et les cartes électroniques des téléviseurs. Quelques gestes simples prolongent leur vie.

### Les bons réflexes

- Branchez les appareils sensibles sur un **régulateur de tension**
- Débranchez tout pendant les orages
- Attendez quelques minutes avant de rallumer un réfrigérateur après une coupure

${picture('demo', 'regulateur-de-tension', 'Un régulateur de tension branché à un réfrigérateur')}

Le [régulateur de tension 1000 VA](/products/regulateur-de-tension-1000-va) protège un réfrigérateur et un téléviseur à la fois. Pour en savoir plus sur le réseau électrique, voyez le site d'[Eneo Cameroun](https://www.eneocameroon.cm).`,
  },
  {
    titre: 'Détartrer sa bouilloire en cinq minutes',
    category: 'tutoriels',
    auteur: 'Aïcha Ndongo',
    createdAt: '2025-10-14T10:00:00.000Z',
    contenu: `## Ce qu'il vous faut

- 1 citron ou 2 cuillères de vinaigre blanc
- De l'eau
- Une éponge douce

## Étapes

1. Remplissez la bouilloire à moitié d'eau.
2. Ajoutez le jus du citron ou le vinaigre.
3. Faites bouillir, puis laissez reposer **30 minutes**.
4. Videz, rincez deux fois et faites bouillir de l'eau claire une dernière fois.

${picture('demo', 'bouilloire-citron', 'Une bouilloire électrique et des citrons coupés')}

À refaire une fois par mois si votre eau est calcaire. Besoin d'une nouvelle bouilloire ? Voyez notre [rayon électroménager](/categories/electromenager).`,
  },
  {
    titre: 'Notre point de retrait de Bonapriso est ouvert',
    category: 'actualites',
    auteur: null,
    createdAt: '2025-09-29T08:15:00.000Z',
    contenu: `## Retirez vos commandes sans frais

Depuis le 1er octobre, vous pouvez retirer vos commandes dans notre point de retrait de **Bonapriso**, à côté de la pharmacie du Centre.

- Ouvert du lundi au samedi, de 9 h à 18 h
- Retrait gratuit, sur présentation du numéro de commande
- Retours et échanges acceptés sur place

${picture('demo', 'point-de-retrait-bonapriso', 'La devanture du point de retrait de Bonapriso')}

Consultez nos [conditions de retour](/policy/return) pour préparer un échange.`,
  },
  {
    titre: 'Cinq épices camerounaises à avoir dans sa cuisine',
    category: 'conseils',
    auteur: 'Brenda Ekambi',
    createdAt: '2025-09-10T11:20:00.000Z',
    contenu: `## Les indispensables

1. **Le poivre de Penja** : parfumé et piquant, parfait sur le poisson braisé.
2. **Le djansang** : il épaissit les sauces et leur donne un goût de noisette.
3. **Le rondelle** : incontournable dans le ndolè et le mbongo.
4. **Le pèbè** : à râper dans les soupes.
5. **Le piment jaune** : à doser avec prudence !

${picture('demo', 'epices-du-cameroun', 'Des épices en petits tas sur une table en bois')}

## Bien les conserver

- Dans des bocaux en verre fermés
- À l'abri de la lumière et de l'humidité
- Moulues au dernier moment

Retrouvez-les dans notre [coffret saveurs du Cameroun](/products/coffret-saveurs-du-cameroun).`,
  },
  {
    titre: 'Réussir le riz parfait au cuiseur électrique',
    category: 'tutoriels',
    auteur: 'Brenda Ekambi',
    createdAt: '2025-08-22T09:00:00.000Z',
    readingTime: false,
    contenu: `## Les proportions

Pour un riz parfumé, comptez **1 verre de riz pour 1,5 verre d'eau**. Pour un riz long grain, passez à 1 pour 2.

## Étapes

1. Rincez le riz trois fois à l'eau froide.
2. Versez le riz et l'eau dans la cuve, ajoutez une pincée de sel.
3. Fermez et lancez la cuisson : le cuiseur passe seul en maintien au chaud.
4. Attendez **10 minutes** avant d'ouvrir, puis aérez à la fourchette.

${picture('demo', 'riz-au-cuiseur', 'Un cuiseur à riz ouvert, le riz fumant')}

Astuce : une feuille de laurier dans l'eau parfume tout le riz. D'autres idées dans notre [rayon cuisine](/categories/cuisine).`,
  },
  {
    titre: 'Entretenir son réfrigérateur pour qu’il dure',
    category: 'conseils',
    auteur: 'Serge Mbarga',
    createdAt: '2025-07-18T08:40:00.000Z',
    contenu: `## Une fois par mois

- Nettoyez l'intérieur à l'eau tiède et au bicarbonate
- Vérifiez que le joint de porte ferme bien : une feuille de papier coincée ne doit pas glisser
- Jetez les aliments oubliés

## Deux fois par an

- Dépoussiérez la grille à l'arrière de l'appareil
- Dégivrez le compartiment congélation si la glace dépasse **5 mm**

${picture('demo', 'refrigerateur-range', 'Un réfrigérateur propre et bien rangé')}

Un réfrigérateur entretenu consomme moins et tombe moins souvent en panne.`,
  },
  {
    titre: 'Le paiement par Mobile Money arrive sur la boutique',
    category: 'actualites',
    auteur: 'Aïcha Ndongo',
    createdAt: '2025-06-25T07:30:00.000Z',
    contenu: `## Payez comme vous voulez

Vous pouvez maintenant régler vos commandes par **Orange Money** ou **MTN Mobile Money**, en plus du paiement à la livraison.

### Comment ça marche ?

1. Choisissez « Carte bancaire ou Mobile Money » au moment de payer.
2. Suivez les instructions sur la page de paiement sécurisée.
3. Recevez la confirmation de votre commande.

${picture('demo', 'paiement-mobile-money', 'Un téléphone affichant une confirmation de paiement')}

Le paiement à la livraison reste possible à Douala et à Yaoundé.`,
  },
  {
    titre: 'Ranger une petite cuisine : nos astuces',
    category: null,
    auteur: 'Brenda Ekambi',
    createdAt: '2025-05-30T10:10:00.000Z',
    contenu: `## Gagner de la place

Une petite cuisine bien pensée vaut mieux qu'une grande cuisine encombrée.

- Utilisez les murs : barres aimantées, étagères, crochets
- Rangez les épices dans des bocaux identiques et étiquetés
- Gardez sur le plan de travail uniquement ce qui sert tous les jours

${picture('demo', 'petite-cuisine', 'Une petite cuisine avec des étagères murales')}

## Les appareils compacts

Un micro-ondes 25 L tient sur une étagère et remplace souvent un four. Voyez notre [micro-ondes 25 L](/products/micro-ondes-25-l).`,
  },
  {
    titre: 'Utiliser son micro-ondes sans abîmer les plats',
    category: 'tutoriels',
    auteur: 'Serge Mbarga',
    createdAt: '2025-05-02T09:00:00.000Z',
    contenu: `## Les récipients

- **Oui** : verre, céramique, plastique marqué « micro-ondes »
- **Non** : métal, aluminium, vaisselle à bord doré

## Réchauffer uniformément

1. Disposez les aliments en couronne, le centre vide.
2. Couvrez avec un couvercle adapté pour garder l'humidité.
3. Chauffez par tranches de **1 minute** et remuez entre chaque.

${picture('demo', 'micro-ondes-plat', 'Un plat couvert dans un micro-ondes')}

Pour aller plus loin, l'[ADEME](https://www.ademe.fr) publie des conseils pour réduire la consommation des appareils de cuisine.`,
  },
  {
    titre: 'Préparer un jus de gingembre maison',
    category: 'tutoriels',
    auteur: 'Brenda Ekambi',
    createdAt: '2025-04-08T08:00:00.000Z',
    cover: false,
    contenu: `## Ingrédients pour 1 litre

- 200 g de gingembre frais
- 2 citrons
- 1 litre d'eau
- Du sucre ou du miel, selon votre goût

## Préparation

1. Épluchez le gingembre et coupez-le en morceaux.
2. Mixez-le avec un demi-litre d'eau.
3. Filtrez, ajoutez le reste de l'eau et le jus des citrons.
4. Sucrez, mélangez et servez **bien frais**.

${picture('demo', 'jus-de-gingembre', 'Une carafe de jus de gingembre et des citrons')}

Se conserve 3 jours au réfrigérateur, en bouteille fermée.`,
  },
  {
    titre: 'Livraison offerte dès 50 000 FCFA',
    category: 'actualites',
    auteur: 'Aïcha Ndongo',
    createdAt: '2025-03-15T07:00:00.000Z',
    contenu: `## Une bonne nouvelle pour vos achats

La livraison est désormais **offerte dès 50 000 FCFA d'achat**, à Douala comme à Yaoundé.

- Douala : livraison en 24 h
- Yaoundé : livraison en 48 h
- Autres villes : expédition par agence de voyage

${picture('demo', 'livreur-douala', 'Un livreur à moto dans une rue de Douala')}

Découvrez nos [nouveautés](/categories/nouveautes) et profitez-en !`,
  },
  {
    titre: 'Choisir un fer à repasser vapeur',
    category: 'conseils',
    auteur: 'Serge Mbarga',
    createdAt: '2025-02-20T09:15:00.000Z',
    contenu: `## Les critères qui comptent

1. **La puissance** : 2 000 W au moins pour un repassage rapide.
2. **Le débit de vapeur** : 30 g/min pour les tissus épais comme le wax.
3. **La semelle** : céramique pour la glisse, inox pour la solidité.

## Entretien

- Videz le réservoir après chaque usage
- Utilisez de l'eau filtrée si votre eau est calcaire

${picture('demo', 'fer-a-repasser', 'Un fer à repasser sur une chemise en pagne')}

Notre [fer à repasser vapeur](/products/fer-a-repasser-vapeur) existe en plusieurs modèles.`,
  },
]

const MODE: ArticleDraft[] = [
  {
    titre: 'La collection de fin d’année est arrivée',
    category: 'actualites',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-11-20T09:00:00.000Z',
    contenu: `## Des couleurs pour les fêtes

Notre nouvelle collection met à l'honneur le **bazin brodé** et le **wax doré**, cousus dans notre atelier de Douala.

- 12 nouvelles robes de soirée
- 6 ensembles assortis pour les couples
- Des accessoires en pagne : pochettes, foulards, nœuds papillon

${picture('mode', 'collection-fin-d-annee', 'Des robes en bazin brodé sur des portants')}

Découvrez-les dans la catégorie [robes](/categories/robes).`,
  },
  {
    titre: 'Comment prendre ses mesures pour le sur-mesure',
    category: 'tutoriels',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-11-05T10:30:00.000Z',
    contenu: `## Le matériel

Un mètre ruban souple et, si possible, l'aide d'une autre personne.

## Les mesures à prendre

1. **Tour de poitrine** : à l'endroit le plus fort, le ruban bien horizontal.
2. **Tour de taille** : au creux de la taille, sans serrer.
3. **Tour de hanches** : à l'endroit le plus large.
4. **Longueur** : de l'épaule jusqu'à l'endroit où la robe doit s'arrêter.

${picture('mode', 'prise-de-mesures', 'Une couturière prend un tour de taille au mètre ruban')}

| Mesure | Marge conseillée |
| --- | --- |
| Poitrine | + 4 cm |
| Taille | + 2 cm |
| Hanches | + 4 cm |

Envoyez-nous vos mesures par le [formulaire de contact](/contact).`,
  },
  {
    titre: 'Entretenir ses vêtements en wax',
    category: 'conseils',
    auteur: 'Carine Fotso',
    createdAt: '2025-10-18T08:00:00.000Z',
    contenu: `## Le lavage

- À la main ou en machine à **30 °C** maximum
- Sur l'envers, pour garder l'éclat des couleurs
- Sans eau de Javel

## Le séchage et le repassage

- À l'ombre : le soleil fait pâlir le pagne
- Repassage sur l'envers, fer chaud

${picture('mode', 'pagne-wax-plie', 'Des pagnes wax pliés')}

Un wax bien entretenu garde ses couleurs pendant des années.`,
  },
  {
    titre: 'Nos retouches sont offertes en boutique',
    category: 'actualites',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-09-26T09:10:00.000Z',
    contenu: `## Un vêtement qui vous va parfaitement

Ourlet, taille à reprendre, bretelles à ajuster : nos couturières font les retouches **gratuitement** sur tout achat en boutique.

- Délai : 48 h en moyenne
- Boutique du boulevard de la Liberté, à Akwa

${picture('mode', 'atelier-retouches', 'Une machine à coudre dans l’atelier')}

Voir nos [conditions de retour](/policy/return).`,
  },
  {
    titre: 'Quelle tenue pour un mariage traditionnel ?',
    category: 'conseils',
    auteur: 'Carine Fotso',
    createdAt: '2025-09-08T11:00:00.000Z',
    contenu: `## Respecter le thème

Les familles choisissent souvent un **pagne commun**, l'« uniforme ». Renseignez-vous avant de faire coudre votre tenue.

## Nos idées

- Pour elle : une robe sirène en bazin ou un ensemble kaba
- Pour lui : une chemise en wax assortie au pagne de la famille
- Pour les enfants : des petits ensembles dans le même tissu

${picture('mode', 'mariage-traditionnel', 'Des invités en tenue de pagne assortie')}

Notre [robe sirène en bazin](/products/robe-sirene-en-bazin) se fait aussi sur mesure.`,
  },
  {
    titre: 'Nouer un foulard en pagne de trois façons',
    category: 'tutoriels',
    auteur: null,
    createdAt: '2025-08-19T10:00:00.000Z',
    contenu: `## Le turban simple

1. Pliez le foulard en triangle.
2. Posez la base sur la nuque, pointes vers l'avant.
3. Croisez sur le front, ramenez derrière et nouez.

## Le nœud papillon

1. Roulez le foulard en bandeau.
2. Nouez sur le dessus de la tête et déployez les pans.

## Le bandeau tressé

- Tressez deux foulards de couleurs différentes
- Nouez sous les cheveux, à la nuque

${picture('mode', 'foulard-en-pagne', 'Trois façons de nouer un foulard en pagne')}

Nos foulards sont dans la catégorie [accessoires](/categories/accessoires).`,
  },
  {
    titre: 'Le kente, histoire d’un tissu royal',
    category: null,
    auteur: 'Carine Fotso',
    createdAt: '2025-07-29T08:30:00.000Z',
    contenu: `## Un tissu du Ghana

Le kente est tissé en bandes étroites, cousues ensuite entre elles. Chaque motif et chaque couleur a un sens :

- **Le jaune** : la richesse
- **Le vert** : la récolte et la croissance
- **Le bleu** : la paix

${picture('mode', 'tissage-kente', 'Des bandes de kente sur un métier à tisser')}

Pour en savoir plus, lisez l'article de [Wikipédia sur le kente](https://fr.wikipedia.org/wiki/Kente). Notre [robe trapèze en kente](/products/robe-trapeze-en-kente) existe en quatre tailles.`,
  },
  {
    titre: 'Choisir la bonne taille en ligne',
    category: 'conseils',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-07-10T09:00:00.000Z',
    readingTime: false,
    contenu: `## Notre guide des tailles

| Taille | Poitrine | Taille | Hanches |
| --- | --- | --- | --- |
| S | 84–88 cm | 66–70 cm | 90–94 cm |
| M | 89–94 cm | 71–76 cm | 95–100 cm |
| L | 95–100 cm | 77–82 cm | 101–106 cm |
| XL | 101–108 cm | 83–90 cm | 107–114 cm |

## En cas de doute

- Prenez la taille au-dessus pour les coupes ajustées
- Écrivez-nous avec vos mesures : nous vous conseillons

${picture('mode', 'guide-des-tailles', 'Un mètre ruban posé sur une robe')}

Une taille ne convient pas ? L'échange est possible sous 10 jours.`,
  },
  {
    titre: 'Les soldes d’été commencent',
    category: 'actualites',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-06-20T07:00:00.000Z',
    contenu: `## Jusqu'à -40 %

Du **20 juin au 15 juillet**, profitez de remises sur une sélection de robes, chemises et sacs.

- Robes : jusqu'à -40 %
- Chemises : -25 %
- Sacs en pagne : -30 %

${picture('mode', 'soldes-d-ete', 'Une vitrine avec des étiquettes de soldes')}

Les articles soldés sont échangeables mais non remboursables.`,
  },
  {
    titre: 'Coudre un ourlet invisible à la main',
    category: 'tutoriels',
    auteur: 'Carine Fotso',
    createdAt: '2025-05-28T10:00:00.000Z',
    cover: false,
    contenu: `## Le matériel

- Une aiguille fine
- Du fil de la couleur du tissu
- Des épingles et un fer à repasser

## Étapes

1. Repliez le bas du vêtement à la longueur voulue et repassez le pli.
2. Épinglez tous les 10 cm.
3. Piquez dans le pli, puis prenez **un seul fil** du tissu de l'endroit.
4. Avancez de 1 cm et recommencez jusqu'au bout.

${picture('mode', 'ourlet-invisible', 'Une aiguille et du fil sur un ourlet')}

Pas le temps ? Nos retouches sont offertes en boutique.`,
  },
  {
    titre: 'Assortir un sac à sa tenue',
    category: 'conseils',
    auteur: 'Carine Fotso',
    createdAt: '2025-04-30T09:00:00.000Z',
    contenu: `## Trois règles simples

1. **Tenue imprimée, sac uni** : laissez le wax parler.
2. **Tenue unie, sac en pagne** : une touche de couleur suffit.
3. **Le soir, un petit format** : pochette ou minaudière.

${picture('mode', 'sacs-en-pagne', 'Des sacs en pagne de différentes tailles')}

Découvrez nos [sacs](/categories/sacs), cousus à Douala.`,
  },
  {
    titre: 'Habiller les enfants pour la rentrée',
    category: 'conseils',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-03-25T08:00:00.000Z',
    contenu: `## Des vêtements qui suivent le rythme

- Des tissus en coton, qui respirent
- Des coupes amples pour jouer
- Une taille au-dessus : ils grandissent vite !

${picture('mode', 'rentree-enfants', 'Des vêtements d’enfants pliés sur une chaise')}

## Le bon entretien

Lavez à 30 °C et séchez à l'ombre. Notre catégorie [enfants](/categories/enfants) propose des tenues de 2 à 12 ans.`,
  },
  {
    titre: 'Repasser une chemise en lin sans faux plis',
    category: 'tutoriels',
    auteur: 'Carine Fotso',
    createdAt: '2025-02-27T10:00:00.000Z',
    contenu: `## Avant de commencer

Le lin se repasse **humide**, fer chaud, avec de la vapeur.

## Dans l'ordre

1. Le col, d'abord l'envers puis l'endroit.
2. Les poignets et les manches.
3. L'empiècement du dos.
4. Le dos, puis les deux devants.

${picture('mode', 'chemise-en-lin', 'Une chemise en lin sur une planche à repasser')}

Suspendez tout de suite sur un cintre. Voyez notre [robe chemise en lin](/products/robe-chemise-en-lin).`,
  },
  {
    titre: 'Mode Akwa fête ses cinq ans',
    category: 'actualites',
    auteur: 'Nadège Tchoua',
    createdAt: '2025-01-30T09:00:00.000Z',
    contenu: `## Merci pour votre fidélité

Il y a cinq ans, nous ouvrions un petit atelier avec deux machines à coudre. Aujourd'hui, **huit couturières** travaillent avec nous.

- Plus de 3 000 tenues cousues
- Des clientes à Douala, Yaoundé et Libreville

${picture('mode', 'cinq-ans-atelier', 'L’équipe de l’atelier devant la boutique')}

Suivez-nous sur [Instagram](https://www.instagram.com/modeakwa) pour ne rien manquer.`,
  },
]

const NUIT: ArticleDraft[] = [
  {
    titre: 'Le Samsung Galaxy S24 est disponible',
    category: 'actualites',
    auteur: 'Franck Essomba',
    createdAt: '2025-11-25T08:00:00.000Z',
    contenu: `## Enfin en stock

Le **Galaxy S24** arrive en boutique avenue Kennedy et sur le site, avec la garantie de 6 mois.

- Écran de 6,2 pouces
- 256 Go de stockage
- Charge rapide 25 W

${picture('nuit', 'galaxy-s24', 'Le Samsung Galaxy S24 posé sur sa boîte')}

Voyez sa fiche : [Samsung Galaxy S24](/products/samsung-galaxy-s24).`,
  },
  {
    titre: 'Prolonger la vie de la batterie de son téléphone',
    category: 'conseils',
    auteur: 'Franck Essomba',
    createdAt: '2025-11-08T09:30:00.000Z',
    contenu: `## Les bons gestes

1. Rechargez entre **20 % et 80 %** plutôt que de 0 à 100 %.
2. Évitez la chaleur : pas de téléphone au soleil sur le tableau de bord.
3. Utilisez un chargeur de qualité, adapté à votre téléphone.

## Les fausses idées

- « Il faut vider la batterie complètement » : faux pour les batteries lithium
- « Charger la nuit abîme la batterie » : les téléphones récents coupent la charge

${picture('nuit', 'batterie-telephone', 'Un téléphone en charge avec une batterie à 80 %')}

Notre [chargeur rapide 33 W](/products/chargeur-rapide-33-w) est compatible avec la plupart des téléphones.`,
  },
  {
    titre: 'Transférer ses contacts vers un nouveau téléphone',
    category: 'tutoriels',
    auteur: 'Linda Abena',
    createdAt: '2025-10-22T10:00:00.000Z',
    contenu: `## D'Android à Android

1. Sur l'ancien téléphone, ouvrez **Paramètres > Comptes** et synchronisez votre compte Google.
2. Sur le nouveau, connectez-vous au même compte.
3. Les contacts apparaissent en quelques minutes.

## D'un iPhone à Android

- Exportez vos contacts depuis iCloud au format vCard
- Importez le fichier dans l'application Contacts

${picture('nuit', 'transfert-contacts', 'Deux téléphones côte à côte pendant un transfert')}

Besoin d'aide ? Nos vendeurs font le transfert **gratuitement** en boutique. Le guide officiel : [aide Google](https://support.google.com/android).`,
  },
  {
    titre: 'Nos conseils pour choisir un ordinateur portable',
    category: 'conseils',
    auteur: 'Franck Essomba',
    createdAt: '2025-10-03T08:00:00.000Z',
    contenu: `## Selon votre usage

| Usage | Processeur | Mémoire | Stockage |
| --- | --- | --- | --- |
| Bureautique | Core i3 ou Ryzen 3 | 8 Go | 256 Go SSD |
| Études, multitâche | Core i5 ou Ryzen 5 | 16 Go | 512 Go SSD |
| Montage, jeux | Core i7 ou Ryzen 7 | 16 Go et plus | 1 To SSD |

## À ne pas oublier

- L'**autonomie** : 6 h au moins pour les coupures
- Le poids, si vous le transportez tous les jours

${picture('nuit', 'ordinateur-portable', 'Un ordinateur portable ouvert sur un bureau')}

Voyez notre rayon [ordinateurs](/categories/ordinateurs).`,
  },
  {
    titre: 'Installer un kit solaire pour ses appareils',
    category: 'tutoriels',
    auteur: 'Linda Abena',
    createdAt: '2025-09-16T09:00:00.000Z',
    contenu: `## Le matériel

- Un panneau solaire de 100 W au moins
- Un régulateur de charge
- Une batterie de 12 V
- Un onduleur pour les appareils en 220 V

## Le montage

1. Posez le panneau en plein soleil, orienté **plein sud**, incliné de 10 à 15°.
2. Branchez le panneau au régulateur, puis le régulateur à la batterie.
3. Branchez l'onduleur sur la batterie.
4. Testez avec un petit appareil avant de brancher un téléviseur.

${picture('nuit', 'kit-solaire', 'Un panneau solaire sur un toit de tôle')}

Nos kits sont dans la catégorie [énergie](/categories/energie).`,
  },
  {
    titre: 'Ouverture le dimanche en décembre',
    category: 'actualites',
    auteur: null,
    createdAt: '2025-08-28T08:00:00.000Z',
    contenu: `## Pour vos cadeaux de fin d'année

Notre magasin de l'avenue Kennedy ouvre **tous les dimanches de décembre**, de 10 h à 18 h.

- Conseils et démonstrations sur place
- Emballage cadeau offert

${picture('nuit', 'magasin-avenue-kennedy', 'Le magasin de l’avenue Kennedy éclairé le soir')}

Les commandes en ligne restent livrées à Yaoundé en 24 h.`,
  },
  {
    titre: 'Sécuriser son téléphone en cinq minutes',
    category: 'conseils',
    auteur: 'Franck Essomba',
    createdAt: '2025-08-07T10:00:00.000Z',
    contenu: `## Les réglages essentiels

1. Un **code à 6 chiffres** ou l'empreinte digitale.
2. La localisation de l'appareil activée, en cas de vol.
3. Les mises à jour automatiques.
4. La double authentification sur vos comptes Mobile Money et WhatsApp.

${picture('nuit', 'securite-telephone', 'Un téléphone affichant un cadenas')}

## En cas de vol

- Bloquez la carte SIM auprès de votre opérateur
- Effacez le téléphone à distance`,
  },
  {
    titre: 'Casque ou écouteurs : que choisir ?',
    category: null,
    auteur: 'Linda Abena',
    createdAt: '2025-07-15T09:00:00.000Z',
    contenu: `## Les écouteurs sans fil

- Légers, ils tiennent dans la poche
- Parfaits pour le sport et les transports
- Autonomie plus courte : 5 à 8 h

## Le casque

- Meilleur son et meilleure isolation
- Plus confortable pour les longues écoutes
- Autonomie jusqu'à 30 h

${picture('nuit', 'casque-et-ecouteurs', 'Un casque et des écouteurs sans fil sur une table')}

Découvrez nos [produits audio](/categories/audio).`,
  },
  {
    titre: 'Nettoyer l’écran de son téléviseur',
    category: 'tutoriels',
    auteur: 'Linda Abena',
    createdAt: '2025-06-24T08:00:00.000Z',
    readingTime: false,
    contenu: `## Ce qu'il faut

- Un chiffon en microfibre, sec et propre
- De l'eau déminéralisée

## Étapes

1. Éteignez et débranchez le téléviseur.
2. Dépoussiérez à sec, sans appuyer.
3. Humidifiez légèrement un coin du chiffon et frottez les traces en cercles.

${picture('nuit', 'ecran-televiseur', 'Un chiffon microfibre sur un écran de télévision')}

**À éviter** : les produits à vitres, l'alcool et le papier essuie-tout.`,
  },
  {
    titre: 'Le Tecno Spark 20 : notre avis',
    category: 'actualites',
    auteur: 'Franck Essomba',
    createdAt: '2025-05-20T09:00:00.000Z',
    contenu: `## Un bon téléphone à petit prix

Le **Tecno Spark 20** est l'un de nos téléphones les plus vendus.

### Les plus

- Grand écran de 6,6 pouces
- Batterie de 5 000 mAh
- Prix sous les 80 000 FCFA

### Les moins

- Photos moyennes en basse lumière
- Pas de charge sans fil

${picture('nuit', 'tecno-spark-20', 'Le Tecno Spark 20 de face et de dos')}

Voyez sa fiche : [Tecno Spark 20](/products/tecno-spark-20).`,
  },
  {
    titre: 'Sauvegarder ses photos sans perdre de qualité',
    category: 'tutoriels',
    auteur: 'Linda Abena',
    createdAt: '2025-04-22T10:00:00.000Z',
    cover: false,
    contenu: `## Trois solutions

1. **Le cloud** : Google Photos ou iCloud, en qualité d'origine.
2. **Une carte mémoire** : rapide, sans connexion.
3. **Un disque dur externe** : pour des années de souvenirs.

## Notre conseil

Gardez **deux copies**, dont une hors de chez vous.

${picture('nuit', 'sauvegarde-photos', 'Un disque dur externe branché à un ordinateur')}

Voyez notre rayon [stockage](/categories/stockage).`,
  },
  {
    titre: 'Bien choisir sa tablette pour les études',
    category: 'conseils',
    auteur: 'Franck Essomba',
    createdAt: '2025-03-18T09:00:00.000Z',
    contenu: `## Les critères

- Un écran de **10 pouces** au moins pour lire les cours
- 4 Go de mémoire pour passer d'une application à l'autre
- Un emplacement pour carte mémoire

${picture('nuit', 'tablette-etudes', 'Une tablette avec un cours ouvert et un stylet')}

## Les accessoires utiles

- Une coque avec clavier
- Un stylet pour prendre des notes

Découvrez nos [tablettes](/categories/tablettes).`,
  },
  {
    titre: 'Comprendre la garantie de vos appareils',
    category: 'conseils',
    auteur: 'Franck Essomba',
    createdAt: '2025-02-12T08:00:00.000Z',
    contenu: `## Ce que couvre la garantie

- Les pannes de fabrication : **6 mois** pour les téléphones, **12 mois** pour les ordinateurs
- La réparation ou le remplacement de l'appareil

## Ce qu'elle ne couvre pas

- Les chutes et les écrans cassés
- Les dégâts causés par l'eau
- Les réparations faites ailleurs

${picture('nuit', 'garantie-appareils', 'Une facture et un téléphone dans sa boîte')}

Gardez toujours votre facture. Voyez notre [politique de remboursement](/policy/refund).`,
  },
  {
    titre: 'Partager la connexion de son téléphone',
    category: 'tutoriels',
    auteur: 'Linda Abena',
    createdAt: '2025-01-21T09:00:00.000Z',
    contenu: `## Activer le point d'accès

1. Ouvrez **Paramètres > Réseau > Point d'accès**.
2. Choisissez un nom de réseau et un mot de passe solide.
3. Activez le point d'accès et connectez votre ordinateur.

## Économiser ses données

- Coupez les mises à jour automatiques de l'ordinateur
- Désactivez le point d'accès après usage

${picture('nuit', 'partage-de-connexion', 'Un téléphone partageant sa connexion avec un ordinateur')}`,
  },
]

const MARCHE: ArticleDraft[] = [
  {
    titre: 'La saison des mangues commence',
    category: 'actualites',
    auteur: 'Joseph Nkwenti',
    createdAt: '2025-11-22T06:30:00.000Z',
    contenu: `## Les premières mangues du Moungo

Les mangues arrivent de **Njombé** et de **Loum**. Nous les cueillons mûres et les livrons le jour même à Douala.

- Mangue greffée : sucrée, sans fibres
- Mangue sauvage : parfumée, idéale en jus

${picture('marche', 'mangues-du-moungo', 'Un panier de mangues mûres')}

Voir notre rayon [fruits](/categories/fruits).`,
  },
  {
    titre: 'Conserver ses légumes feuilles plus longtemps',
    category: 'conseils',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-11-06T07:00:00.000Z',
    contenu: `## Les bons gestes

1. Ne lavez pas les feuilles avant de les ranger.
2. Enveloppez-les dans un **torchon humide**.
3. Rangez-les dans le bac à légumes du réfrigérateur.

## Combien de temps ?

| Légume | Au frais |
| --- | --- |
| Ndolè lavé | 3 jours |
| Folong | 2 jours |
| Épinards | 3 jours |

${picture('marche', 'legumes-feuilles', 'Des bottes de légumes feuilles dans un torchon')}

Nos [feuilles de ndolè lavées](/products/feuilles-de-ndole-lavees) sont prêtes à cuisiner.`,
  },
  {
    titre: 'Préparer un ndolè comme à Douala',
    category: 'tutoriels',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-10-20T08:00:00.000Z',
    contenu: `## Ingrédients pour 6 personnes

- 1 kg de feuilles de ndolè lavées
- 500 g d'arachides crues
- 500 g de crevettes ou de viande
- 2 oignons, 3 gousses d'ail, du gingembre
- De l'huile

## Préparation

1. Faites bouillir les arachides, épluchez-les et mixez-les en pâte.
2. Faites revenir la viande avec l'oignon, l'ail et le gingembre.
3. Ajoutez la pâte d'arachide et un verre d'eau, laissez mijoter **20 minutes**.
4. Ajoutez les feuilles, mélangez et laissez cuire encore 10 minutes.
5. Servez avec du plantain ou du bâton de manioc.

${picture('marche', 'ndole-crevettes', 'Un plat de ndolè aux crevettes')}`,
  },
  {
    titre: 'Livraison le dimanche matin à Douala',
    category: 'actualites',
    auteur: null,
    createdAt: '2025-10-02T06:00:00.000Z',
    contenu: `## Votre marché, même le dimanche

Nous livrons désormais le **dimanche de 8 h à 12 h** à Douala.

- Commande avant samedi 20 h
- Mêmes prix que la semaine

${picture('marche', 'livraison-dimanche', 'Des cagettes de légumes dans un tricycle de livraison')}

Pour toute question, [contactez-nous](/contact).`,
  },
  {
    titre: 'Choisir un ananas bien mûr',
    category: 'conseils',
    auteur: 'Joseph Nkwenti',
    createdAt: '2025-09-15T07:00:00.000Z',
    contenu: `## Trois signes qui ne trompent pas

1. **L'odeur** : un parfum sucré à la base du fruit.
2. **Les feuilles** : une feuille du centre se détache facilement.
3. **Le poids** : un ananas lourd pour sa taille est juteux.

${picture('marche', 'ananas-mur', 'Des ananas de Njombé sur un étal')}

Un ananas cueilli ne mûrit plus : mieux vaut le choisir prêt à manger.`,
  },
  {
    titre: 'Faire sécher ses piments à la maison',
    category: 'tutoriels',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-08-25T08:00:00.000Z',
    contenu: `## Au soleil

1. Lavez et séchez les piments.
2. Étalez-les sur un plateau, sans qu'ils se touchent.
3. Laissez-les au soleil **5 à 7 jours**, rentrez-les le soir.

## Au four

- 50 °C pendant 6 à 8 heures, porte entrouverte

${picture('marche', 'piments-seches', 'Des piments rouges qui sèchent au soleil')}

Portez des gants pour manipuler les piments. Voyez nos [épices](/categories/epices).`,
  },
  {
    titre: 'Les bienfaits du gombo',
    category: null,
    auteur: 'Joseph Nkwenti',
    createdAt: '2025-08-04T07:30:00.000Z',
    contenu: `## Un légume riche

Le gombo apporte des **fibres**, de la **vitamine C** et du **magnésium**.

- Il épaissit naturellement les sauces
- Il se cuisine frais, séché ou en poudre

${picture('marche', 'gombos-frais', 'Des gombos frais dans une assiette')}

Pour en savoir plus, voyez la fiche de la [FAO sur les légumes](https://www.fao.org). Nos [gombos frais et piments](/products/gombos-frais-piments) arrivent chaque matin.`,
  },
  {
    titre: 'Reconnaître un plantain prêt à frire',
    category: 'conseils',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-07-14T07:00:00.000Z',
    readingTime: false,
    contenu: `## Selon la couleur de la peau

| Couleur | Usage |
| --- | --- |
| Verte | Bouilli, pilé, en chips |
| Jaune | Frit, un peu ferme |
| Jaune tachée de noir | Frit, très sucré (alloco) |

${picture('marche', 'plantains-murs', 'Des régimes de plantain à différents stades')}

Voyez notre rayon [tubercules](/categories/tubercules).`,
  },
  {
    titre: 'Nos producteurs de Penja',
    category: 'actualites',
    auteur: 'Joseph Nkwenti',
    createdAt: '2025-06-18T06:30:00.000Z',
    contenu: `## Du champ à votre table

Nous travaillons avec **12 familles de producteurs** à Penja, Njombé et Loum.

- Des prix fixés avec eux, chaque saison
- Une collecte trois fois par semaine
- Pas d'intermédiaire

${picture('marche', 'producteurs-de-penja', 'Un producteur dans son champ de poivre')}

Le poivre de Penja a reçu une indication géographique protégée : voyez le site de l'[OAPI](https://www.oapi.int).`,
  },
  {
    titre: 'Presser un jus d’orange sans presse-agrumes',
    category: 'tutoriels',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-05-26T07:00:00.000Z',
    cover: false,
    contenu: `## Étapes

1. Roulez les oranges sur la table en appuyant : elles donnent plus de jus.
2. Coupez-les en deux.
3. Pressez chaque moitié au-dessus d'une passoire, avec une fourchette.

## Quelles oranges ?

Les [oranges de Mbalmayo](/products/oranges-de-mbalmayo) sont juteuses et peu acides.

${picture('marche', 'jus-d-orange', 'Un verre de jus d’orange et des oranges coupées')}`,
  },
  {
    titre: 'Laver fruits et légumes correctement',
    category: 'conseils',
    auteur: 'Joseph Nkwenti',
    createdAt: '2025-04-28T07:00:00.000Z',
    contenu: `## À l'eau claire

- Lavez juste avant de manger ou de cuisiner
- Frottez les légumes racines avec une brosse
- Rincez les feuilles une à une

## Pour les crudités

1. Trempez **10 minutes** dans de l'eau avec une cuillère de vinaigre.
2. Rincez à l'eau potable.

${picture('marche', 'lavage-legumes', 'Des légumes dans une bassine d’eau')}`,
  },
  {
    titre: 'Cuisiner les feuilles de manioc',
    category: 'tutoriels',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-03-30T08:00:00.000Z',
    contenu: `## Préparation

1. Pilez les feuilles jusqu'à obtenir une pâte fine.
2. Faites-les bouillir **au moins 1 heure** : c'est indispensable.
3. Ajoutez l'huile de palme, le poisson fumé et les épices.
4. Laissez mijoter 30 minutes.

${picture('marche', 'feuilles-de-manioc', 'Des feuilles de manioc pilées dans un mortier')}

Servez avec du riz ou du couscous de maïs. Voir nos [légumes](/categories/legumes).`,
  },
  {
    titre: 'Le marché de Bonabéri s’agrandit',
    category: 'actualites',
    auteur: 'Joseph Nkwenti',
    createdAt: '2025-02-24T06:30:00.000Z',
    contenu: `## Plus de produits, plus de fraîcheur

Notre entrepôt de Bonabéri double de surface, avec une **chambre froide** pour les fruits fragiles.

- Des papayes et des avocats mieux conservés
- Des livraisons plus rapides vers Bonamoussadi et Logbessou

${picture('marche', 'entrepot-bonaberi', 'L’entrepôt de Bonabéri et ses cagettes')}`,
  },
  {
    titre: 'Conserver papayes et avocats',
    category: 'conseils',
    auteur: 'Mireille Ngo Bassa',
    createdAt: '2025-01-27T07:00:00.000Z',
    contenu: `## Pour les faire mûrir

- Dans un sac en papier, à température ambiante
- Avec une banane mûre, qui accélère le mûrissement

## Pour les garder

- Au réfrigérateur une fois mûrs : **3 à 4 jours**
- Un avocat entamé : gardez le noyau et un filet de citron

${picture('marche', 'papayes-et-avocats', 'Des papayes et des avocats sur une planche')}

Voyez nos [papayes solo](/products/papayes-solo).`,
  },
]

/** The minimal shop: seven short articles (two pages of the blog), no hostile one. */
const MINIMAL: ArticleDraft[] = [
  {
    titre: 'Préparer la rentrée sans se ruiner',
    category: 'conseils',
    auteur: 'Clarisse Ebongue',
    createdAt: '2025-08-20T08:00:00.000Z',
    contenu: `## Faites la liste

Reprenez la liste de l'école et cochez ce qui sert encore : une trousse, une règle, un cartable.

- Un cahier par matière
- Deux stylos de chaque couleur
- Une gomme et un taille-crayon

Voyez nos [cahiers](/categories/cahiers).`,
  },
  {
    titre: 'Grands ou petits carreaux ?',
    category: 'conseils',
    auteur: 'Clarisse Ebongue',
    createdAt: '2025-08-05T08:00:00.000Z',
    contenu: `Les **grands carreaux** (Seyès) guident l'écriture des plus jeunes. Les **petits carreaux** conviennent aux mathématiques et aux schémas.`,
  },
  {
    titre: 'Nos horaires du mois d’août',
    category: 'actualites',
    auteur: 'Paul Essomba',
    createdAt: '2025-07-28T08:00:00.000Z',
    contenu: `Du lundi au samedi, de 8 h à 18 h. Les commandes passées avant midi partent le jour même.`,
  },
  {
    titre: 'Couvrir un cahier en cinq minutes',
    category: 'tutoriels',
    auteur: 'Paul Essomba',
    createdAt: '2025-07-10T08:00:00.000Z',
    contenu: `1. Posez le cahier ouvert sur le papier.
2. Coupez en laissant 3 cm tout autour.
3. Rabattez les bords et scotchez-les à l'intérieur.`,
  },
  {
    titre: 'Le stylo gel, pour qui ?',
    category: 'conseils',
    auteur: 'Clarisse Ebongue',
    createdAt: '2025-06-18T08:00:00.000Z',
    contenu: `Plus fluide que le stylo bille, il demande un papier épais : préférez nos cahiers de 90 g.`,
  },
  {
    titre: 'Une nouvelle gamme d’agendas',
    category: 'actualites',
    auteur: 'Paul Essomba',
    createdAt: '2025-05-30T08:00:00.000Z',
    contenu: `L'agenda scolaire 2026 est arrivé : une page par jour, les vacances scolaires du Cameroun déjà notées.`,
  },
  {
    titre: 'Ranger son bureau',
    category: 'tutoriels',
    auteur: 'Clarisse Ebongue',
    createdAt: '2025-05-02T08:00:00.000Z',
    contenu: `Un classeur par sujet, un pot pour les stylos, et un bloc-notes à portée de main.`,
  },
]

/** Drafts by shop id (see SEED_SHOPS). `hostile: false`: no hostile article is added (seed-blog.ts). */
export const BLOG_DRAFTS: ReadonlyArray<{
  shopId: number
  subdomain: string
  drafts: readonly ArticleDraft[]
  hostile?: false
}> = [
  { shopId: 1, subdomain: 'demo', drafts: DEMO },
  { shopId: 2, subdomain: 'mode', drafts: MODE },
  { shopId: 3, subdomain: 'nuit', drafts: NUIT },
  { shopId: 4, subdomain: 'marche', drafts: MARCHE },
  { shopId: 6, subdomain: 'minimal', drafts: MINIMAL, hostile: false },
]
