import type { SectionOf } from './define-section';

/** The footer's link groups. */
export const en = {
  products: 'Products',
  help: 'Help',
  contact: 'Contact us',
  customerService: 'Customer service',
  feedback: 'Feedback and complaints',
  blog: 'News and blog',
  affiliate: 'Affiliate service',
  payments: 'Payment methods',
  providers: 'Game providers',
  social: 'Social media',
};

export const bn = {
  products: 'পণ্যসমূহ',
  help: 'সহায়তা',
  contact: 'যোগাযোগ',
  customerService: 'গ্রাহক সেবা',
  feedback: 'মতামত ও অভিযোগ',
  blog: 'খবর ও ব্লগ',
  affiliate: 'অ্যাফিলিয়েট সেবা',
  payments: 'পেমেন্ট পদ্ধতি',
  providers: 'গেম প্রদানকারী',
  social: 'সামাজিক মাধ্যম',
} satisfies SectionOf<typeof en>;

export const pt = {
  products: 'Produtos',
  help: 'Ajuda',
  contact: 'Fale conosco',
  customerService: 'Atendimento ao cliente',
  feedback: 'Sugestões e reclamações',
  blog: 'Notícias e blog',
  affiliate: 'Serviço de afiliados',
  payments: 'Formas de pagamento',
  providers: 'Provedores de jogos',
  social: 'Redes sociais',
} satisfies SectionOf<typeof en>;

export const tl = {
  products: 'Mga produkto',
  help: 'Tulong',
  contact: 'Makipag-ugnayan',
  customerService: 'Serbisyo sa customer',
  feedback: 'Puna at reklamo',
  blog: 'Balita at blog',
  affiliate: 'Serbisyo para sa affiliate',
  payments: 'Mga paraan ng pagbabayad',
  providers: 'Mga provider ng laro',
  social: 'Social media',
} satisfies SectionOf<typeof en>;

export const ar = {
  blog: 'الأخبار والمدونة',
  products: 'المنتجات',
  help: 'المساعدة',
  contact: 'اتصل بنا',
  customerService: 'خدمة العملاء',
  feedback: 'الملاحظات والشكاوى',
  affiliate: 'خدمة الشركاء',
  payments: 'طرق الدفع',
  providers: 'مزوّدو الألعاب',
  social: 'وسائل التواصل',
} satisfies SectionOf<typeof en>;
