import type { SectionOf } from './define-section';

/** Full-page states: maintenance and region block (spec §2, §8). */
export const en = {
  maintenanceTitle: 'System maintenance',
  maintenanceUntil: 'We are improving the site and will be back by {{end}}.',
  maintenanceSoon: 'We are improving the site and will be back soon.',
  regionTitle: 'Access restricted',
  regionBody: 'Access is restricted for your IP address or location.',
  yourIp: 'Your IP address: {{ip}}',
  invalidUrlTitle: 'Invalid URL',
  invalidUrlBody:
    "{{host}} is not one of this site's addresses. Please use the official address, or contact customer service.",
  contactSupport: 'Contact customer service',
};

export const bn = {
  maintenanceTitle: 'সিস্টেম রক্ষণাবেক্ষণ',
  maintenanceUntil: 'আমরা সাইটটি উন্নত করছি, {{end}}-এর মধ্যে ফিরে আসব।',
  maintenanceSoon: 'আমরা সাইটটি উন্নত করছি, শীঘ্রই ফিরে আসব।',
  regionTitle: 'প্রবেশ সীমিত',
  regionBody: 'আপনার IP ঠিকানা বা অবস্থানের জন্য প্রবেশ সীমিত করা হয়েছে।',
  yourIp: 'আপনার IP ঠিকানা: {{ip}}',
  invalidUrlTitle: 'অবৈধ URL',
  invalidUrlBody:
    '{{host}} এই সাইটের কোনো ঠিকানা নয়। অনুগ্রহ করে অফিসিয়াল ঠিকানা ব্যবহার করুন, অথবা গ্রাহক সেবায় যোগাযোগ করুন।',
  contactSupport: 'গ্রাহক সেবায় যোগাযোগ করুন',
} satisfies SectionOf<typeof en>;

export const pt = {
  maintenanceTitle: 'Manutenção do sistema',
  maintenanceUntil: 'Estamos melhorando o site e voltaremos até {{end}}.',
  maintenanceSoon: 'Estamos melhorando o site e voltaremos em breve.',
  regionTitle: 'Acesso restrito',
  regionBody: 'O acesso está restrito para o seu endereço IP ou localização.',
  yourIp: 'Seu endereço IP: {{ip}}',
  invalidUrlTitle: 'URL inválida',
  invalidUrlBody:
    '{{host}} não é um dos endereços deste site. Use o endereço oficial ou fale com o atendimento.',
  contactSupport: 'Falar com o atendimento',
} satisfies SectionOf<typeof en>;

export const tl = {
  maintenanceTitle: 'Maintenance ng sistema',
  maintenanceUntil: 'Pinapaganda namin ang site at babalik kami bago mag-{{end}}.',
  maintenanceSoon: 'Pinapaganda namin ang site at babalik kami sa lalong madaling panahon.',
  regionTitle: 'Limitado ang access',
  regionBody: 'Limitado ang access para sa iyong IP address o lokasyon.',
  yourIp: 'Ang iyong IP address: {{ip}}',
  invalidUrlTitle: 'Hindi wastong URL',
  invalidUrlBody:
    'Ang {{host}} ay hindi isa sa mga address ng site na ito. Gamitin ang opisyal na address, o makipag-ugnayan sa customer service.',
  contactSupport: 'Makipag-ugnayan sa customer service',
} satisfies SectionOf<typeof en>;

export const ar = {
  maintenanceTitle: 'صيانة النظام',
  maintenanceUntil: 'نحسّن الموقع وسنعود بحلول {{end}}.',
  maintenanceSoon: 'نحسّن الموقع وسنعود قريبًا.',
  regionTitle: 'الوصول مقيّد',
  regionBody: 'الوصول مقيّد لعنوان IP الخاص بك أو لموقعك.',
  yourIp: 'عنوان IP الخاص بك: {{ip}}',
  invalidUrlTitle: 'رابط غير صالح',
  invalidUrlBody:
    '{{host}} ليس من عناوين هذا الموقع. يُرجى استخدام العنوان الرسمي، أو التواصل مع خدمة العملاء.',
  contactSupport: 'التواصل مع خدمة العملاء',
} satisfies SectionOf<typeof en>;
