import { defineSection } from './define-section';

/**
 * Labels of the kit's overlays and moving parts (modal, drawer, toast, carousel, notice line,
 * QR code). `{{index}}` and `{{slidesLength}}` are left for the carousel to fill per slide.
 */
export const kitOverlays = defineSection({
  en: {
    close: 'Close',
    dismiss: 'Dismiss notification',
    notifications: 'Notifications',
    notices: 'Notices',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {{index}}',
    slideLabel: 'Slide {{index}} of {{slidesLength}}',
    qrCode: 'QR code',
    imageLoadError: 'Image load error',
  },
  bn: {
    close: 'বন্ধ করুন',
    dismiss: 'বিজ্ঞপ্তি সরান',
    notifications: 'বিজ্ঞপ্তি',
    notices: 'নোটিশ',
    previousSlide: 'আগের স্লাইড',
    nextSlide: 'পরের স্লাইড',
    goToSlide: 'স্লাইড {{index}}-এ যান',
    slideLabel: '{{slidesLength}}টির মধ্যে স্লাইড {{index}}',
    qrCode: 'কিউআর কোড',
    imageLoadError: 'ছবি লোড করা যায়নি',
  },
  pt: {
    close: 'Fechar',
    dismiss: 'Fechar notificação',
    notifications: 'Notificações',
    notices: 'Avisos',
    previousSlide: 'Slide anterior',
    nextSlide: 'Próximo slide',
    goToSlide: 'Ir para o slide {{index}}',
    slideLabel: 'Slide {{index}} de {{slidesLength}}',
    qrCode: 'Código QR',
    imageLoadError: 'Erro ao carregar a imagem',
  },
  tl: {
    close: 'Isara',
    dismiss: 'Isara ang abiso',
    notifications: 'Mga abiso',
    notices: 'Mga paunawa',
    previousSlide: 'Nakaraang slide',
    nextSlide: 'Susunod na slide',
    goToSlide: 'Pumunta sa slide {{index}}',
    slideLabel: 'Slide {{index}} sa {{slidesLength}}',
    qrCode: 'QR code',
    imageLoadError: 'Hindi ma-load ang larawan',
  },
});
