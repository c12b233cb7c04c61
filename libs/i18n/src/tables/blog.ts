import type { SectionOf } from './define-section';

/** Blog and news: the list and article pages (loaded with them). */
export const en = {
  title: 'News and blog',
  intro: 'News, guides and tips from {{brand}}.',
  empty: 'No articles yet. Come back soon.',
  readMore: 'Read the article',
  published: 'Published {{date}}',
  back: 'All articles',
  notFound: 'This article is not available.',
  loadFailed: 'The articles could not be loaded.',
};

export const bn = {
  title: 'খবর ও ব্লগ',
  intro: '{{brand}} থেকে খবর, নির্দেশিকা ও টিপস।',
  empty: 'এখনও কোনো নিবন্ধ নেই। শীঘ্রই আবার আসুন।',
  readMore: 'নিবন্ধটি পড়ুন',
  published: 'প্রকাশিত {{date}}',
  back: 'সব নিবন্ধ',
  notFound: 'এই নিবন্ধটি পাওয়া যাচ্ছে না।',
  loadFailed: 'নিবন্ধগুলো লোড করা যায়নি।',
} satisfies SectionOf<typeof en>;

export const pt = {
  title: 'Notícias e blog',
  intro: 'Notícias, guias e dicas de {{brand}}.',
  empty: 'Ainda não há artigos. Volte em breve.',
  readMore: 'Ler o artigo',
  published: 'Publicado em {{date}}',
  back: 'Todos os artigos',
  notFound: 'Este artigo não está disponível.',
  loadFailed: 'Não foi possível carregar os artigos.',
} satisfies SectionOf<typeof en>;

export const tl = {
  title: 'Balita at blog',
  intro: 'Mga balita, gabay at tip mula sa {{brand}}.',
  empty: 'Wala pang artikulo. Bumalik kaagad.',
  readMore: 'Basahin ang artikulo',
  published: 'Inilathala noong {{date}}',
  back: 'Lahat ng artikulo',
  notFound: 'Hindi available ang artikulong ito.',
  loadFailed: 'Hindi ma-load ang mga artikulo.',
} satisfies SectionOf<typeof en>;

export const ar = {
  title: 'الأخبار والمدونة',
  intro: 'أخبار وأدلة ونصائح من {{brand}}.',
  empty: 'لا توجد مقالات بعد. عُد قريبًا.',
  readMore: 'اقرأ المقال',
  published: 'نُشر في {{date}}',
  back: 'كل المقالات',
  notFound: 'هذا المقال غير متاح.',
  loadFailed: 'تعذّر تحميل المقالات.',
} satisfies SectionOf<typeof en>;
