import { defineSection } from './define-section';

/** The footer's link groups. */
export const footerLinks = defineSection({
  en: {
    products: 'Products',
    help: 'Help',
    contact: 'Contact us',
    customerService: 'Customer service',
    feedback: 'Feedback and complaints',
    affiliate: 'Affiliate service',
    payments: 'Payment methods',
    providers: 'Game providers',
    social: 'Social media',
  },
  bn: {
    products: 'পণ্যসমূহ',
    help: 'সহায়তা',
    contact: 'যোগাযোগ',
    customerService: 'গ্রাহক সেবা',
    feedback: 'মতামত ও অভিযোগ',
    affiliate: 'অ্যাফিলিয়েট সেবা',
    payments: 'পেমেন্ট পদ্ধতি',
    providers: 'গেম প্রদানকারী',
    social: 'সামাজিক মাধ্যম',
  },
  pt: {
    products: 'Produtos',
    help: 'Ajuda',
    contact: 'Fale conosco',
    customerService: 'Atendimento ao cliente',
    feedback: 'Sugestões e reclamações',
    affiliate: 'Serviço de afiliados',
    payments: 'Formas de pagamento',
    providers: 'Provedores de jogos',
    social: 'Redes sociais',
  },
  tl: {
    products: 'Mga produkto',
    help: 'Tulong',
    contact: 'Makipag-ugnayan',
    customerService: 'Serbisyo sa customer',
    feedback: 'Puna at reklamo',
    affiliate: 'Serbisyo para sa affiliate',
    payments: 'Mga paraan ng pagbabayad',
    providers: 'Mga provider ng laro',
    social: 'Social media',
  },
});
