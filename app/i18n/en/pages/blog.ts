import type { frBlogStrings } from '~/i18n/fr/pages/blog'
import type { Shape } from '~/i18n/parts'

/** The blog: the English of `frBlogStrings` (../../fr/pages/blog.ts). */
export const enBlogStrings = {
  blog: {
    title: 'Our blog',
    metaTitle: 'Our blog - {{shop}}',
    description: 'News, tips and tutorials from {{shop}}.',
    empty: 'No articles yet.',
    readMore: 'Read more →',
    readMoreLabel: 'Read more: {{title}}',
    pagination: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{n}}',
    by: 'By {{author}}',
    readingTime: '{{minutes}} min read',
    noContent: 'No content available',
    unknownAuthor: 'Unknown author',
    uncategorized: 'Uncategorised',
    articleTitle: '{{title}} - {{shop}}',
    defaultTitle: 'Blog article - {{shop}}',
    /** The sidebar's name, which tells it from the shop's announcements (another complementary landmark). */
    sidebar: 'More from the blog',
    recent: 'Recent articles',
    categories: 'Categories',
    categoryNames: {
      actualites: 'News',
      conseils: 'Tips',
      tutoriels: 'Tutorials',
    },
    back: 'Back to the blog',
    share: 'Share',
    shareOn: 'Share on {{network}}',
    networks: {
      facebook: 'Facebook',
      x: 'X',
      linkedin: 'LinkedIn',
    },
    author: 'Author',
    notFound: 'Article not found',
    loadError: 'Something went wrong while loading the article',
    goBack: 'Back to the previous page',
  },
} as const satisfies Shape<typeof frBlogStrings>
