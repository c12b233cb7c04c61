import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of two-factor sign-in and the security centre: only
 * the login popup and the security centre meet them, so they load with those (added to `errors`).
 */
export const en = {
  TOTP_REQUIRED: 'Enter the code from your authenticator app to finish signing in.',
  TOTP_INVALID: 'That code is wrong or already used. Try the current code from the app.',
  TOTP_ALREADY_ENABLED: 'Two-factor sign-in is already on.',
  TOTP_NOT_ENABLED: 'Two-factor sign-in is not on.',
  SIGN_IN_EXPIRED: 'This sign-in has expired. Please start again with a new code.',
  PASSWORD_NOT_SET:
    'Your account has no login password yet. Set one under “Passwords and payouts” first.',
  EMAIL_TAKEN: 'This e-mail address is used by another account.',
  DOCUMENT_FORM_INVALID: 'Please choose the document type, its side where asked, and one file.',
  DOCUMENT_TOO_LARGE: 'The file must be 5 MB or smaller.',
  DOCUMENT_NOT_ACCEPTED: 'The file must be a PNG, JPG or PDF.',
  DOCUMENT_PENDING: 'A document of this type and side is already awaiting review.',
  DOCUMENT_NOT_FOUND: 'We could not find that document.',
  DOCUMENT_ALREADY_REVIEWED: 'This document has already been reviewed.',
};

export const bn = {
  TOTP_REQUIRED: 'সাইন ইন শেষ করতে আপনার অথেনটিকেটর অ্যাপের কোডটি লিখুন।',
  TOTP_INVALID: 'কোডটি ভুল বা আগেই ব্যবহৃত। অ্যাপের বর্তমান কোডটি চেষ্টা করুন।',
  TOTP_ALREADY_ENABLED: 'টু-ফ্যাক্টর সাইন-ইন আগেই চালু আছে।',
  TOTP_NOT_ENABLED: 'টু-ফ্যাক্টর সাইন-ইন চালু নেই।',
  SIGN_IN_EXPIRED: 'এই সাইন-ইনের মেয়াদ শেষ হয়ে গেছে। নতুন কোড দিয়ে আবার শুরু করুন।',
  PASSWORD_NOT_SET:
    'আপনার অ্যাকাউন্টে এখনো লগইন পাসওয়ার্ড নেই। আগে “পাসওয়ার্ড ও উত্তোলন” অংশে একটি সেট করুন।',
  EMAIL_TAKEN: 'এই ই-মেইল ঠিকানাটি অন্য একটি অ্যাকাউন্ট ব্যবহার করছে।',
  DOCUMENT_FORM_INVALID: 'নথির ধরন, প্রয়োজনে তার পৃষ্ঠা এবং একটি ফাইল বেছে নিন।',
  DOCUMENT_TOO_LARGE: 'ফাইলটি ৫ MB বা তার কম হতে হবে।',
  DOCUMENT_NOT_ACCEPTED: 'ফাইলটি PNG, JPG বা PDF হতে হবে।',
  DOCUMENT_PENDING: 'এই ধরন ও পৃষ্ঠার একটি নথি ইতিমধ্যে পর্যালোচনার অপেক্ষায় আছে।',
  DOCUMENT_NOT_FOUND: 'নথিটি খুঁজে পাওয়া যায়নি।',
  DOCUMENT_ALREADY_REVIEWED: 'এই নথিটি আগেই পর্যালোচনা করা হয়েছে।',
} satisfies SectionOf<typeof en>;

export const pt = {
  TOTP_REQUIRED: 'Digite o código do seu app autenticador para concluir a entrada.',
  TOTP_INVALID: 'Esse código está errado ou já foi usado. Tente o código atual do app.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativada.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativada.',
  SIGN_IN_EXPIRED: 'Esta entrada expirou. Comece de novo com um novo código.',
  PASSWORD_NOT_SET:
    'Sua conta ainda não tem senha de acesso. Defina uma em “Senhas e saques” primeiro.',
  EMAIL_TAKEN: 'Este e-mail já é usado por outra conta.',
  DOCUMENT_FORM_INVALID: 'Escolha o tipo de documento, o lado quando pedido e um arquivo.',
  DOCUMENT_TOO_LARGE: 'O arquivo deve ter no máximo 5 MB.',
  DOCUMENT_NOT_ACCEPTED: 'O arquivo deve ser PNG, JPG ou PDF.',
  DOCUMENT_PENDING: 'Um documento deste tipo e lado já está em análise.',
  DOCUMENT_NOT_FOUND: 'Não encontramos esse documento.',
  DOCUMENT_ALREADY_REVIEWED: 'Este documento já foi analisado.',
} satisfies SectionOf<typeof en>;

export const tl = {
  TOTP_REQUIRED: 'Ilagay ang code mula sa iyong authenticator app para matapos ang pag-sign in.',
  TOTP_INVALID: 'Mali o nagamit na ang code na iyan. Subukan ang kasalukuyang code sa app.',
  TOTP_ALREADY_ENABLED: 'Naka-on na ang two-factor na pag-sign in.',
  TOTP_NOT_ENABLED: 'Hindi naka-on ang two-factor na pag-sign in.',
  SIGN_IN_EXPIRED: 'Nag-expire na ang pag-sign in na ito. Magsimulang muli gamit ang bagong code.',
  PASSWORD_NOT_SET:
    'Wala pang login password ang iyong account. Magtakda muna ng isa sa “Mga password at withdrawal”.',
  EMAIL_TAKEN: 'Ginagamit na ng ibang account ang e-mail address na ito.',
  DOCUMENT_FORM_INVALID: 'Piliin ang uri ng dokumento, ang panig kung hinihingi, at isang file.',
  DOCUMENT_TOO_LARGE: 'Ang file ay dapat 5 MB o mas maliit.',
  DOCUMENT_NOT_ACCEPTED: 'Ang file ay dapat PNG, JPG o PDF.',
  DOCUMENT_PENDING: 'May dokumento na ng ganitong uri at panig na hinihintay ang pagsusuri.',
  DOCUMENT_NOT_FOUND: 'Hindi namin mahanap ang dokumentong iyon.',
  DOCUMENT_ALREADY_REVIEWED: 'Nasuri na ang dokumentong ito.',
} satisfies SectionOf<typeof en>;

export const ar = {
  TOTP_REQUIRED: 'أدخل الرمز من تطبيق المصادقة لإكمال تسجيل الدخول.',
  TOTP_INVALID: 'هذا الرمز خاطئ أو مستخدم من قبل. جرّب الرمز الحالي من التطبيق.',
  TOTP_ALREADY_ENABLED: 'الدخول بخطوتين مفعّل بالفعل.',
  TOTP_NOT_ENABLED: 'الدخول بخطوتين غير مفعّل.',
  SIGN_IN_EXPIRED: 'انتهت صلاحية عملية الدخول هذه. ابدأ من جديد برمز جديد.',
  PASSWORD_NOT_SET:
    'ليس لحسابك كلمة مرور للدخول بعد. عيّن واحدة أولًا في قسم «كلمات المرور والمدفوعات».',
  EMAIL_TAKEN: 'عنوان البريد هذا يستخدمه حساب آخر.',
  DOCUMENT_FORM_INVALID: 'يرجى اختيار نوع الوثيقة، ووجهها عند الطلب، وملف واحد.',
  DOCUMENT_TOO_LARGE: 'يجب ألا يتجاوز حجم الملف 5 ميغابايت.',
  DOCUMENT_NOT_ACCEPTED: 'يجب أن يكون الملف بصيغة PNG أو JPG أو PDF.',
  DOCUMENT_PENDING: 'توجد وثيقة من هذا النوع والوجه قيد المراجعة بالفعل.',
  DOCUMENT_NOT_FOUND: 'تعذر العثور على هذه الوثيقة.',
  DOCUMENT_ALREADY_REVIEWED: 'تمت مراجعة هذه الوثيقة بالفعل.',
} satisfies SectionOf<typeof en>;
