import type { SectionOf } from './define-section';

/**
 * Labels of the kit's overlays and moving parts (modal, drawer, toast, carousel, notice line,
 * QR code). `{{index}}` and `{{slidesLength}}` are left for the carousel to fill per slide.
 */
export const en = {
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
};

export const bn = {
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
} satisfies SectionOf<typeof en>;

export const pt = {
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
} satisfies SectionOf<typeof en>;

export const tl = {
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
} satisfies SectionOf<typeof en>;

export const ar = {
  close: 'إغلاق',
  dismiss: 'تجاهل الإشعار',
  notifications: 'الإشعارات',
  notices: 'التنبيهات',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  goToSlide: 'انتقل إلى الشريحة {{index}}',
  slideLabel: 'الشريحة {{index}} من {{slidesLength}}',
  qrCode: 'رمز QR',
  imageLoadError: 'خطأ في تحميل الصورة',
} satisfies SectionOf<typeof en>;
