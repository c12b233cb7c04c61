import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of social sign-in: only its buttons, the callback page
 * and the security centre meet them, so they load with those (added to `errors`).
 */
export const en = {
  SOCIAL_PROVIDER_UNAVAILABLE: 'This sign-in option is not available right now.',
  SOCIAL_REDIRECT_INVALID:
    'Sign-in can only return to this site. Open the site from its usual address.',
  SOCIAL_STATE_INVALID: 'This sign-in has expired or was already used. Please start again.',
  SOCIAL_CANCELLED: 'Sign-in was cancelled.',
  SOCIAL_PROVIDER_ERROR: 'The sign-in provider did not let us finish. Please try again.',
  SOCIAL_TOKEN_INVALID: 'We could not verify that sign-in. Please start again.',
  SOCIAL_TICKET_INVALID: 'This sign-in has expired. Please start again.',
  SOCIAL_IDENTITY_LINKED: 'That account is already linked to another player account.',
  SOCIAL_PROVIDER_LINKED: 'Your account is already linked to another account of this provider.',
  SOCIAL_NOT_LINKED: 'Nothing of this provider is linked to your account.',
  SOCIAL_PASSWORD_REQUIRED: 'Set a login password first, so you can still sign in after unlinking.',
  SOCIAL_PASSWORD_SET: 'Your account already has a password. Use “Change password”.',
};

export const bn = {
  SOCIAL_PROVIDER_UNAVAILABLE: 'এই সাইন-ইন বিকল্পটি এখন পাওয়া যাচ্ছে না।',
  SOCIAL_REDIRECT_INVALID: 'সাইন-ইন শুধু এই সাইটে ফিরতে পারে। সাইটটি তার স্বাভাবিক ঠিকানা থেকে খুলুন।',
  SOCIAL_STATE_INVALID: 'এই সাইন-ইনের মেয়াদ শেষ বা আগেই ব্যবহৃত। আবার শুরু করুন।',
  SOCIAL_CANCELLED: 'সাইন-ইন বাতিল করা হয়েছে।',
  SOCIAL_PROVIDER_ERROR: 'সাইন-ইন প্রদানকারী শেষ করতে দেয়নি। আবার চেষ্টা করুন।',
  SOCIAL_TOKEN_INVALID: 'এই সাইন-ইনটি যাচাই করা যায়নি। আবার শুরু করুন।',
  SOCIAL_TICKET_INVALID: 'এই সাইন-ইনের মেয়াদ শেষ। আবার শুরু করুন।',
  SOCIAL_IDENTITY_LINKED: 'ওই অ্যাকাউন্টটি আগেই অন্য একটি প্লেয়ার অ্যাকাউন্টের সাথে যুক্ত।',
  SOCIAL_PROVIDER_LINKED: 'আপনার অ্যাকাউন্ট আগেই এই প্রদানকারীর অন্য একটি অ্যাকাউন্টের সাথে যুক্ত।',
  SOCIAL_NOT_LINKED: 'এই প্রদানকারীর কিছুই আপনার অ্যাকাউন্টের সাথে যুক্ত নেই।',
  SOCIAL_PASSWORD_REQUIRED:
    'আগে একটি লগইন পাসওয়ার্ড সেট করুন, যাতে বিচ্ছিন্ন করার পরও সাইন ইন করতে পারেন।',
  SOCIAL_PASSWORD_SET: 'আপনার অ্যাকাউন্টে আগেই পাসওয়ার্ড আছে। “পাসওয়ার্ড পরিবর্তন” ব্যবহার করুন।',
} satisfies SectionOf<typeof en>;

export const pt = {
  SOCIAL_PROVIDER_UNAVAILABLE: 'Esta opção de entrada não está disponível agora.',
  SOCIAL_REDIRECT_INVALID:
    'A entrada só pode voltar a este site. Abra o site pelo endereço habitual.',
  SOCIAL_STATE_INVALID: 'Esta entrada expirou ou já foi usada. Comece de novo.',
  SOCIAL_CANCELLED: 'A entrada foi cancelada.',
  SOCIAL_PROVIDER_ERROR: 'O provedor de entrada não permitiu concluir. Tente novamente.',
  SOCIAL_TOKEN_INVALID: 'Não foi possível verificar essa entrada. Comece de novo.',
  SOCIAL_TICKET_INVALID: 'Esta entrada expirou. Comece de novo.',
  SOCIAL_IDENTITY_LINKED: 'Essa conta já está vinculada a outra conta de jogador.',
  SOCIAL_PROVIDER_LINKED: 'Sua conta já está vinculada a outra conta deste provedor.',
  SOCIAL_NOT_LINKED: 'Nada deste provedor está vinculado à sua conta.',
  SOCIAL_PASSWORD_REQUIRED:
    'Defina primeiro uma senha de acesso, para ainda poder entrar depois de desvincular.',
  SOCIAL_PASSWORD_SET: 'Sua conta já tem senha. Use “Alterar senha”.',
} satisfies SectionOf<typeof en>;

export const tl = {
  SOCIAL_PROVIDER_UNAVAILABLE: 'Hindi available ngayon ang paraang ito ng pag-sign in.',
  SOCIAL_REDIRECT_INVALID:
    'Sa site na ito lang makakabalik ang pag-sign in. Buksan ang site sa karaniwang address nito.',
  SOCIAL_STATE_INVALID: 'Nag-expire na o nagamit na ang pag-sign in na ito. Magsimula ulit.',
  SOCIAL_CANCELLED: 'Kinansela ang pag-sign in.',
  SOCIAL_PROVIDER_ERROR: 'Hindi kami pinatapos ng provider ng pag-sign in. Subukan ulit.',
  SOCIAL_TOKEN_INVALID: 'Hindi namin ma-verify ang pag-sign in na iyon. Magsimula ulit.',
  SOCIAL_TICKET_INVALID: 'Nag-expire na ang pag-sign in na ito. Magsimula ulit.',
  SOCIAL_IDENTITY_LINKED: 'Naka-link na ang account na iyon sa ibang player account.',
  SOCIAL_PROVIDER_LINKED: 'Naka-link na ang iyong account sa ibang account ng provider na ito.',
  SOCIAL_NOT_LINKED: 'Walang naka-link mula sa provider na ito sa iyong account.',
  SOCIAL_PASSWORD_REQUIRED:
    'Magtakda muna ng login password, para makapag-sign in ka pa rin pagkatapos mag-unlink.',
  SOCIAL_PASSWORD_SET: 'May password na ang iyong account. Gamitin ang “Palitan ang password”.',
} satisfies SectionOf<typeof en>;

export const ar = {
  SOCIAL_PROVIDER_UNAVAILABLE: 'خيار تسجيل الدخول هذا غير متاح حاليًا.',
  SOCIAL_REDIRECT_INVALID:
    'لا يمكن لتسجيل الدخول العودة إلا إلى هذا الموقع. افتح الموقع من عنوانه المعتاد.',
  SOCIAL_STATE_INVALID: 'انتهت صلاحية تسجيل الدخول هذا أو استُخدم من قبل. يُرجى البدء من جديد.',
  SOCIAL_CANCELLED: 'أُلغي تسجيل الدخول.',
  SOCIAL_PROVIDER_ERROR: 'لم يسمح لنا مزوّد تسجيل الدخول بالإكمال. يُرجى المحاولة مجددًا.',
  SOCIAL_TOKEN_INVALID: 'تعذّر التحقق من تسجيل الدخول هذا. يُرجى البدء من جديد.',
  SOCIAL_TICKET_INVALID: 'انتهت صلاحية تسجيل الدخول هذا. يُرجى البدء من جديد.',
  SOCIAL_IDENTITY_LINKED: 'هذا الحساب مربوط بالفعل بحساب لاعب آخر.',
  SOCIAL_PROVIDER_LINKED: 'حسابك مربوط بالفعل بحساب آخر لدى هذا المزوّد.',
  SOCIAL_NOT_LINKED: 'لا شيء من هذا المزوّد مربوط بحسابك.',
  SOCIAL_PASSWORD_REQUIRED: 'عيّن كلمة مرور للدخول أولًا، لتتمكن من الدخول بعد إلغاء الربط.',
  SOCIAL_PASSWORD_SET: 'لحسابك كلمة مرور بالفعل. استخدم «تغيير كلمة المرور».',
} satisfies SectionOf<typeof en>;
