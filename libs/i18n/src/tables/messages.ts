import type { SectionOf } from './define-section';

/** The member's messages (messageV2): loads with the page. */
export const en = {
  empty: 'No messages yet',
  emptyHint: 'News from us and updates about your account arrive here.',
  unreadCount: '{{count, number}} unread',
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
  rewardIssuedTitle: 'A reward for you',
  rewardIssuedBody: 'You were given {{title}} of {{amount}}. Find it in your reward centre.',
  redeemApprovedTitle: 'Redeem approved',
  redeemApprovedBody: 'Your points-mall redeem of {{item}} was approved.',
  redeemRejectedTitle: 'Redeem rejected',
  redeemRejectedBody:
    'Your points-mall redeem of {{item}} was rejected. Your points were returned.',
  vipLevelUpTitle: 'New VIP level',
  vipLevelUpBody: 'Congratulations, you reached VIP level {{level}}.',
};

export const bn = {
  empty: 'এখনও কোনো বার্তা নেই',
  emptyHint: 'আমাদের খবর এবং আপনার অ্যাকাউন্টের আপডেট এখানে আসবে।',
  unreadCount: '{{count, number}}টি অপঠিত',
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
  referralRewardBody: 'আপনার আমন্ত্রিত এক বন্ধু প্রথম জমা করেছেন: আপনার ব্যালেন্সে {{amount}} যোগ হয়েছে।',
  rewardIssuedTitle: 'আপনার জন্য একটি পুরস্কার',
  rewardIssuedBody: 'আপনি {{amount}} মূল্যের {{title}} পেয়েছেন। পুরস্কার কেন্দ্রে দেখুন।',
  redeemApprovedTitle: 'রিডিম অনুমোদিত',
  redeemApprovedBody: 'পয়েন্ট মলে আপনার {{item}} রিডিম অনুমোদিত হয়েছে।',
  redeemRejectedTitle: 'রিডিম প্রত্যাখ্যাত',
  redeemRejectedBody:
    'পয়েন্ট মলে আপনার {{item}} রিডিম প্রত্যাখ্যাত হয়েছে। আপনার পয়েন্ট ফেরত দেওয়া হয়েছে।',
  vipLevelUpTitle: 'নতুন ভিআইপি স্তর',
  vipLevelUpBody: 'অভিনন্দন, আপনি ভিআইপি স্তর {{level}}-এ পৌঁছেছেন।',
} satisfies SectionOf<typeof en>;

export const pt = {
  empty: 'Nenhuma mensagem ainda',
  emptyHint: 'Novidades nossas e avisos sobre a sua conta chegam aqui.',
  unreadCount: '{{count, number}} não lidas',
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
  rewardIssuedTitle: 'Um prêmio para você',
  rewardIssuedBody: 'Você recebeu {{title}} de {{amount}}. Veja na sua central de recompensas.',
  redeemApprovedTitle: 'Resgate aprovado',
  redeemApprovedBody: 'Seu resgate de {{item}} na loja de pontos foi aprovado.',
  redeemRejectedTitle: 'Resgate recusado',
  redeemRejectedBody:
    'Seu resgate de {{item}} na loja de pontos foi recusado. Seus pontos foram devolvidos.',
  vipLevelUpTitle: 'Novo nível VIP',
  vipLevelUpBody: 'Parabéns, você chegou ao nível VIP {{level}}.',
} satisfies SectionOf<typeof en>;

export const tl = {
  empty: 'Wala pang mensahe',
  emptyHint: 'Dito darating ang mga balita namin at mga update tungkol sa iyong account.',
  unreadCount: '{{count, number}} hindi pa nababasa',
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
  rewardIssuedTitle: 'May gantimpala ka',
  rewardIssuedBody:
    'Binigyan ka ng {{title}} na {{amount}}. Makikita ito sa iyong sentro ng gantimpala.',
  redeemApprovedTitle: 'Naaprubahan ang redeem',
  redeemApprovedBody: 'Naaprubahan ang iyong redeem ng {{item}} sa tindahan ng puntos.',
  redeemRejectedTitle: 'Tinanggihan ang redeem',
  redeemRejectedBody:
    'Tinanggihan ang iyong redeem ng {{item}} sa tindahan ng puntos. Naibalik ang iyong mga puntos.',
  vipLevelUpTitle: 'Bagong VIP level',
  vipLevelUpBody: 'Binabati ka, naabot mo ang VIP level na {{level}}.',
} satisfies SectionOf<typeof en>;

export const ar = {
  empty: 'لا رسائل بعد',
  emptyHint: 'تصل هنا أخبارنا وتحديثات حسابك.',
  unreadCount: '{{count, number}} غير مقروءة',
  allRead: 'كل شيء مقروء',
  markAllRead: 'تعليم الكل كمقروء',
  unread: 'غير مقروءة',
  broadcast: 'للجميع',
  showAll: 'الكل',
  showUnread: 'غير المقروءة فقط',
  loadMore: 'تحميل المزيد',
  depositApprovedTitle: 'تم استلام الإيداع',
  depositApprovedBody: 'تمت الموافقة على إيداعك البالغ {{amount}} وأُضيف إلى رصيدك.',
  withdrawalPaidTitle: 'تم دفع السحب',
  withdrawalPaidBody: 'تم دفع سحبك البالغ {{amount}}. يُرجى التأكيد في صفحة السحب عند وصوله.',
  contractOfferedTitle: 'عرض عقد جديد',
  contractOfferedBody:
    'عرض عليك وكيلك الأعلى عقدًا. افتح العقود في مركز الوكلاء لقراءته والرد عليه.',
  feedbackAnsweredTitle: 'رد على ملاحظتك',
  feedbackAnsweredQuestion: 'كتبت: «{{question}}»',
  referralRewardTitle: 'مكافأة الإحالة',
  referralRewardBody: 'أجرى صديق دعوته أول إيداع له: أُضيف {{amount}} إلى رصيدك.',
  rewardIssuedTitle: 'مكافأة لك',
  rewardIssuedBody: 'مُنحت {{title}} بقيمة {{amount}}. تجدها في مركز المكافآت.',
  redeemApprovedTitle: 'تمت الموافقة على الاستبدال',
  redeemApprovedBody: 'تمت الموافقة على استبدالك لـ {{item}} من متجر النقاط.',
  redeemRejectedTitle: 'رُفض الاستبدال',
  redeemRejectedBody: 'رُفض استبدالك لـ {{item}} من متجر النقاط. أُعيدت نقاطك.',
  vipLevelUpTitle: 'مستوى VIP جديد',
  vipLevelUpBody: 'تهانينا، وصلت إلى مستوى VIP {{level}}.',
} satisfies SectionOf<typeof en>;
