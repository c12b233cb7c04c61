import { defineSection } from './define-section';

/** Error catalogue messages (errors.<CODE>) and page-level failures. */
export const errors = defineSection({
  en: {
    BAD_REQUEST: 'Something in the request was not right. Please try again.',
    MERCHANT_REQUIRED: 'Invalid URL, please contact customer service.',
    MERCHANT_UNKNOWN: 'Invalid URL, please contact customer service.',
    NOT_FOUND: 'We could not find that.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    NETWORK: 'Network link abnormal, please try again.',
    pageNotFound: 'This page does not exist.',
    loadFailed: 'This page could not be loaded. Check your network and try again.',
  },
  bn: {
    BAD_REQUEST: 'অনুরোধে কিছু ভুল ছিল। আবার চেষ্টা করুন।',
    MERCHANT_REQUIRED: 'অবৈধ URL, গ্রাহক সেবায় যোগাযোগ করুন।',
    MERCHANT_UNKNOWN: 'অবৈধ URL, গ্রাহক সেবায় যোগাযোগ করুন।',
    NOT_FOUND: 'আমরা এটি খুঁজে পাইনি।',
    INTERNAL: 'আমাদের দিকে কিছু সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    NETWORK: 'নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন।',
    pageNotFound: 'এই পাতাটি নেই।',
    loadFailed: 'পাতাটি লোড করা যায়নি। নেটওয়ার্ক দেখে আবার চেষ্টা করুন।',
  },
  pt: {
    BAD_REQUEST: 'Algo na solicitação não estava certo. Tente novamente.',
    MERCHANT_REQUIRED: 'URL inválida, entre em contato com o atendimento ao cliente.',
    MERCHANT_UNKNOWN: 'URL inválida, entre em contato com o atendimento ao cliente.',
    NOT_FOUND: 'Não encontramos isso.',
    INTERNAL: 'Algo deu errado do nosso lado. Tente novamente.',
    NETWORK: 'Conexão de rede anormal, tente novamente.',
    pageNotFound: 'Esta página não existe.',
    loadFailed: 'Não foi possível carregar esta página. Verifique sua rede e tente novamente.',
  },
  tl: {
    BAD_REQUEST: 'May mali sa kahilingan. Pakisubukang muli.',
    MERCHANT_REQUIRED: 'Hindi wastong URL, makipag-ugnayan sa customer service.',
    MERCHANT_UNKNOWN: 'Hindi wastong URL, makipag-ugnayan sa customer service.',
    NOT_FOUND: 'Hindi namin ito mahanap.',
    INTERNAL: 'May nangyaring mali sa aming panig. Pakisubukang muli.',
    NETWORK: 'May problema sa koneksyon ng network, pakisubukang muli.',
    pageNotFound: 'Walang ganitong pahina.',
    loadFailed: 'Hindi ma-load ang pahinang ito. Suriin ang iyong network at subukang muli.',
  },
});
