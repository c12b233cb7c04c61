import { defineSection } from './define-section';

/** The member's messages (messageV2): loads with the page. */
export const messages = defineSection({
  en: {
    empty: 'No messages yet',
    emptyHint: 'News from us and updates about your account arrive here.',
    unreadCount: '{{count}} unread',
    allRead: 'Everything read',
    markAllRead: 'Mark all as read',
    unread: 'Unread',
    broadcast: 'For everyone',
    showAll: 'All',
    showUnread: 'Unread only',
    loadMore: 'Load more',
    depositApprovedTitle: 'Deposit received',
    depositApprovedBody: 'Your deposit of {{amount}} was approved and added to your balance.',
    withdrawalPaidTitle: 'Withdrawal paid',
    withdrawalPaidBody:
      'Your withdrawal of {{amount}} was paid out. Please confirm on the withdrawal page once it arrives.',
    contractOfferedTitle: 'New contract offer',
    contractOfferedBody:
      'Your upline offered you a contract. Open Contracts in the agent centre to read and answer it.',
    feedbackAnsweredTitle: 'Answer to your feedback',
    feedbackAnsweredQuestion: 'You wrote: “{{question}}”',
    referralRewardTitle: 'Referral reward',
    referralRewardBody:
      'A friend you invited made their first deposit: {{amount}} was added to your balance.',
  },
  bn: {
    empty: 'এখনও কোনো বার্তা নেই',
    emptyHint: 'আমাদের খবর এবং আপনার অ্যাকাউন্টের আপডেট এখানে আসবে।',
    unreadCount: '{{count}}টি অপঠিত',
    allRead: 'সব পড়া হয়েছে',
    markAllRead: 'সব পঠিত হিসেবে চিহ্নিত করুন',
    unread: 'অপঠিত',
    broadcast: 'সবার জন্য',
    showAll: 'সব',
    showUnread: 'শুধু অপঠিত',
    loadMore: 'আরও দেখুন',
    depositApprovedTitle: 'জমা গৃহীত হয়েছে',
    depositApprovedBody: 'আপনার {{amount}} জমা অনুমোদিত হয়েছে এবং ব্যালেন্সে যোগ হয়েছে।',
    withdrawalPaidTitle: 'উত্তোলন পরিশোধিত',
    withdrawalPaidBody:
      'আপনার {{amount}} উত্তোলন পরিশোধ করা হয়েছে। টাকা পৌঁছালে উত্তোলন পৃষ্ঠায় নিশ্চিত করুন।',
    contractOfferedTitle: 'নতুন চুক্তির প্রস্তাব',
    contractOfferedBody:
      'আপনার আপলাইন আপনাকে একটি চুক্তির প্রস্তাব দিয়েছে। পড়তে ও উত্তর দিতে এজেন্ট সেন্টারের চুক্তি খুলুন।',
    feedbackAnsweredTitle: 'আপনার মতামতের উত্তর',
    feedbackAnsweredQuestion: 'আপনি লিখেছিলেন: “{{question}}”',
    referralRewardTitle: 'রেফারেল পুরস্কার',
    referralRewardBody:
      'আপনার আমন্ত্রিত এক বন্ধু প্রথম জমা করেছেন: আপনার ব্যালেন্সে {{amount}} যোগ হয়েছে।',
  },
  pt: {
    empty: 'Nenhuma mensagem ainda',
    emptyHint: 'Novidades nossas e avisos sobre a sua conta chegam aqui.',
    unreadCount: '{{count}} não lidas',
    allRead: 'Tudo lido',
    markAllRead: 'Marcar todas como lidas',
    unread: 'Não lida',
    broadcast: 'Para todos',
    showAll: 'Todas',
    showUnread: 'Só não lidas',
    loadMore: 'Carregar mais',
    depositApprovedTitle: 'Depósito recebido',
    depositApprovedBody: 'Seu depósito de {{amount}} foi aprovado e somado ao seu saldo.',
    withdrawalPaidTitle: 'Saque pago',
    withdrawalPaidBody:
      'Seu saque de {{amount}} foi pago. Confirme na página do saque quando o dinheiro chegar.',
    contractOfferedTitle: 'Nova oferta de contrato',
    contractOfferedBody:
      'Seu superior ofereceu um contrato. Abra Contratos na central do agente para ler e responder.',
    feedbackAnsweredTitle: 'Resposta ao seu comentário',
    feedbackAnsweredQuestion: 'Você escreveu: “{{question}}”',
    referralRewardTitle: 'Prêmio de indicação',
    referralRewardBody:
      'Um amigo que você convidou fez o primeiro depósito: {{amount}} foi somado ao seu saldo.',
  },
  tl: {
    empty: 'Wala pang mensahe',
    emptyHint: 'Dito darating ang mga balita namin at mga update tungkol sa iyong account.',
    unreadCount: '{{count}} hindi pa nababasa',
    allRead: 'Nabasa na lahat',
    markAllRead: 'Markahang nabasa lahat',
    unread: 'Hindi pa nababasa',
    broadcast: 'Para sa lahat',
    showAll: 'Lahat',
    showUnread: 'Hindi pa nababasa lang',
    loadMore: 'Magpakita pa',
    depositApprovedTitle: 'Natanggap ang deposito',
    depositApprovedBody:
      'Naaprubahan ang iyong deposito na {{amount}} at naidagdag sa iyong balanse.',
    withdrawalPaidTitle: 'Naibayad ang withdrawal',
    withdrawalPaidBody:
      'Naibayad na ang iyong withdrawal na {{amount}}. Pakikumpirma sa pahina ng withdrawal kapag dumating na.',
    contractOfferedTitle: 'Bagong alok na kontrata',
    contractOfferedBody:
      'Inalok ka ng kontrata ng iyong upline. Buksan ang Mga Kontrata sa agent centre para basahin at sagutin ito.',
    feedbackAnsweredTitle: 'Sagot sa iyong feedback',
    feedbackAnsweredQuestion: 'Isinulat mo: “{{question}}”',
    referralRewardTitle: 'Gantimpala sa pag-imbita',
    referralRewardBody:
      'Nag-unang deposito ang kaibigang inimbita mo: {{amount}} ang naidagdag sa iyong balanse.',
  },
});
