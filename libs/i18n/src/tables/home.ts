import { defineSection } from './define-section';

/** The lobby. */
export const home = defineSection({
  en: {
    welcome: 'Welcome to {{name}}',
    merchant: 'Operated by {{name}} · wallet in {{currency}}',
    open: 'All games are open',
    maintenance: 'Scheduled maintenance until {{end}}',
    maintenanceNoEnd: 'Scheduled maintenance is under way',
  },
  bn: {
    welcome: '{{name}}-এ স্বাগতম',
    merchant: 'পরিচালনায় {{name}} · ওয়ালেট {{currency}}-এ',
    open: 'সব গেম খোলা আছে',
    maintenance: '{{end}} পর্যন্ত নির্ধারিত রক্ষণাবেক্ষণ',
    maintenanceNoEnd: 'নির্ধারিত রক্ষণাবেক্ষণ চলছে',
  },
  pt: {
    welcome: 'Bem-vindo ao {{name}}',
    merchant: 'Operado por {{name}} · carteira em {{currency}}',
    open: 'Todos os jogos estão abertos',
    maintenance: 'Manutenção programada até {{end}}',
    maintenanceNoEnd: 'Manutenção programada em andamento',
  },
  tl: {
    welcome: 'Maligayang pagdating sa {{name}}',
    merchant: 'Pinapatakbo ng {{name}} · wallet sa {{currency}}',
    open: 'Bukas ang lahat ng laro',
    maintenance: 'Nakatakdang maintenance hanggang {{end}}',
    maintenanceNoEnd: 'Kasalukuyang may nakatakdang maintenance',
  },
});
