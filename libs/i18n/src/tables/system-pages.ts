import { defineSection } from './define-section';

/** Full-page states: maintenance and region block (spec §2, §8). */
export const systemPages = defineSection({
  en: {
    maintenanceTitle: 'System maintenance',
    maintenanceUntil: 'We are improving the site and will be back by {{end}}.',
    maintenanceSoon: 'We are improving the site and will be back soon.',
    regionTitle: 'Access restricted',
    regionBody: 'Access is restricted for your IP address or location.',
    yourIp: 'Your IP address: {{ip}}',
    contactSupport: 'Contact customer service',
  },
  bn: {
    maintenanceTitle: 'সিস্টেম রক্ষণাবেক্ষণ',
    maintenanceUntil: 'আমরা সাইটটি উন্নত করছি, {{end}}-এর মধ্যে ফিরে আসব।',
    maintenanceSoon: 'আমরা সাইটটি উন্নত করছি, শীঘ্রই ফিরে আসব।',
    regionTitle: 'প্রবেশ সীমিত',
    regionBody: 'আপনার IP ঠিকানা বা অবস্থানের জন্য প্রবেশ সীমিত করা হয়েছে।',
    yourIp: 'আপনার IP ঠিকানা: {{ip}}',
    contactSupport: 'গ্রাহক সেবায় যোগাযোগ করুন',
  },
  pt: {
    maintenanceTitle: 'Manutenção do sistema',
    maintenanceUntil: 'Estamos melhorando o site e voltaremos até {{end}}.',
    maintenanceSoon: 'Estamos melhorando o site e voltaremos em breve.',
    regionTitle: 'Acesso restrito',
    regionBody: 'O acesso está restrito para o seu endereço IP ou localização.',
    yourIp: 'Seu endereço IP: {{ip}}',
    contactSupport: 'Falar com o atendimento',
  },
  tl: {
    maintenanceTitle: 'Maintenance ng sistema',
    maintenanceUntil: 'Pinapaganda namin ang site at babalik kami bago mag-{{end}}.',
    maintenanceSoon: 'Pinapaganda namin ang site at babalik kami sa lalong madaling panahon.',
    regionTitle: 'Limitado ang access',
    regionBody: 'Limitado ang access para sa iyong IP address o lokasyon.',
    yourIp: 'Ang iyong IP address: {{ip}}',
    contactSupport: 'Makipag-ugnayan sa customer service',
  },
});
