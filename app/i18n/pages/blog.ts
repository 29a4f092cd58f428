import type { PageStrings } from '~/i18n/page-strings'

/** The blog: strings that only its route(s) send to browsers (routes/blog._index, routes/blog.$slug). See ../fr.ts. */
export const blogStrings = {
  fr: {
    blog: {
      title: 'Notre Blog',
      metaTitle: 'Notre Blog - {{shop}}',
      description: 'Actualités, conseils et tutoriels de {{shop}}.',
      empty: 'Aucun article pour le moment.',
      readMore: 'Lire la suite →',
      readMoreLabel: 'Lire la suite : {{title}}',
      pagination: 'Pages du blog',
      previous: 'Précédent',
      next: 'Suivant',
      page: 'Page {{n}}',
      by: 'Par {{author}}',
      readingTime: '{{minutes}} min de lecture',
      noContent: 'Aucun contenu disponible',
      unknownAuthor: 'Auteur inconnu',
      uncategorized: 'Non catégorisé',
      articleTitle: '{{title}} - {{shop}}',
      defaultTitle: 'Article - {{shop}}',
      /** The sidebar's name, which tells it from the shop's announcements (another complementary landmark). */
      sidebar: 'Plus sur le blog',
      recent: 'Articles récents',
      categories: 'Catégories',
      categoryNames: {
        actualites: 'Actualités',
        conseils: 'Conseils',
        tutoriels: 'Tutoriels',
      },
      back: 'Retour au blog',
      share: 'Partager',
      shareOn: 'Partager sur {{network}}',
      networks: {
        facebook: 'Facebook',
        x: 'X',
        linkedin: 'LinkedIn',
      },
      author: 'Auteur',
      notFound: 'Article non trouvé',
      loadError: "Une erreur est survenue lors du chargement de l'article",
      goBack: 'Retour à la page précédente',
    },
  },
} as const satisfies PageStrings
