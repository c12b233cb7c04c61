import type { Translation } from './translation';

/** Portuguese. */
export const pt = {
  common: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    comingSoon: 'Em breve',
    comingSoonHint: 'Estamos construindo esta página. Volte daqui a pouco.',
    backHome: 'Voltar ao lobby',
    language: 'Idioma',
    menu: 'Menu',
    closeMenu: 'Fechar menu',
  },
  theme: {
    label: 'Tema',
    dark: 'Escuro',
    light: 'Claro',
    switchToDark: 'Mudar para o tema escuro',
    switchToLight: 'Mudar para o tema claro',
  },
  nav: {
    main: 'Navegação principal',
    home: 'Lobby',
    promotions: 'Promoções',
  },
  home: {
    welcome: 'Bem-vindo ao {{name}}',
    merchant: 'Operado por {{name}} · carteira em {{currency}}',
    open: 'Todos os jogos estão abertos',
    maintenance: 'Manutenção programada até {{end}}',
    maintenanceNoEnd: 'Manutenção programada em andamento',
  },
  promotions: {
    title: 'Promoções',
  },
  footer: {
    licence: 'Licença',
    rights: '© {{year}} {{name}}. Todos os direitos reservados.',
  },
  errors: {
    BAD_REQUEST: 'Algo na solicitação não estava certo. Tente novamente.',
    MERCHANT_REQUIRED: 'URL inválida, entre em contato com o atendimento ao cliente.',
    MERCHANT_UNKNOWN: 'URL inválida, entre em contato com o atendimento ao cliente.',
    NOT_FOUND: 'Não encontramos isso.',
    INTERNAL: 'Algo deu errado do nosso lado. Tente novamente.',
    NETWORK: 'Conexão de rede anormal, tente novamente.',
    pageNotFound: 'Esta página não existe.',
    loadFailed: 'Não foi possível carregar esta página. Verifique sua rede e tente novamente.',
  },
} as const satisfies Translation;
