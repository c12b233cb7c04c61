import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of staff sign-in, staff members, roles and API keys:
 * only the operators' console meets them, so they load with it (added to `errors`).
 */
export const en = {
  STAFF_SIGN_IN_FAILED: 'Wrong e-mail or password.',
  STAFF_SIGN_IN_EXPIRED: 'This sign-in has expired. Please enter your e-mail and password again.',
  IP_NOT_ALLOWED: 'Your account may not be used from this network address.',
  CSRF_INVALID: 'This page is out of date. Reload it and try again.',
  MERCHANT_NOT_ALLOWED: 'You do not act for this merchant.',
  STAFF_EMAIL_TAKEN: 'A staff member with this e-mail exists already.',
  STAFF_UNKNOWN: 'There is no such staff member.',
  ROLE_UNKNOWN: 'There is no such role.',
  ROLE_LOCKED: 'Built-in roles cannot be changed or deleted.',
  ROLE_IN_USE: 'Someone holds this role: give them another role before deleting it.',
  KEY_EXPIRY_INVALID: 'A key must expire later than now and within a year.',
  PASSKEY_INVALID:
    'This passkey could not sign you in: it is unknown or removed here, or its answer expired. Try again, or sign in with your password.',
  PASSKEY_ORIGIN: 'Passkeys do not work at this address. Open the console at its usual address.',
  PASSKEY_TAKEN: 'This passkey is added already.',
};

export const bn = {
  STAFF_SIGN_IN_FAILED: 'ই-মেইল বা পাসওয়ার্ড ভুল।',
  STAFF_SIGN_IN_EXPIRED: 'এই সাইন-ইনের মেয়াদ শেষ। আবার ই-মেইল ও পাসওয়ার্ড দিন।',
  IP_NOT_ALLOWED: 'এই নেটওয়ার্ক ঠিকানা থেকে আপনার অ্যাকাউন্ট ব্যবহার করা যাবে না।',
  CSRF_INVALID: 'এই পাতাটি পুরোনো হয়ে গেছে। রিলোড করে আবার চেষ্টা করুন।',
  MERCHANT_NOT_ALLOWED: 'আপনি এই মার্চেন্টের হয়ে কাজ করেন না।',
  STAFF_EMAIL_TAKEN: 'এই ই-মেইলের একজন কর্মী আগেই আছেন।',
  STAFF_UNKNOWN: 'এমন কোনো কর্মী নেই।',
  ROLE_UNKNOWN: 'এমন কোনো ভূমিকা নেই।',
  ROLE_LOCKED: 'বিল্ট-ইন ভূমিকা বদলানো বা মোছা যায় না।',
  ROLE_IN_USE: 'কেউ এই ভূমিকা ধরে আছেন: মোছার আগে তাদের অন্য ভূমিকা দিন।',
  KEY_EXPIRY_INVALID: 'কী-এর মেয়াদ এখনকার পরে এবং এক বছরের মধ্যে শেষ হতে হবে।',
  PASSKEY_INVALID:
    'এই পাসকি দিয়ে সাইন ইন করা গেল না: এটি এখানে অজানা বা সরানো হয়েছে, অথবা এর উত্তরের মেয়াদ শেষ। আবার চেষ্টা করুন, বা পাসওয়ার্ড দিয়ে সাইন ইন করুন।',
  PASSKEY_ORIGIN: 'এই ঠিকানায় পাসকি কাজ করে না। কনসোলটি তার স্বাভাবিক ঠিকানায় খুলুন।',
  PASSKEY_TAKEN: 'এই পাসকিটি আগেই যোগ করা হয়েছে।',
} satisfies SectionOf<typeof en>;

export const pt = {
  STAFF_SIGN_IN_FAILED: 'E-mail ou senha incorretos.',
  STAFF_SIGN_IN_EXPIRED: 'Esta entrada expirou. Digite o seu e-mail e senha novamente.',
  IP_NOT_ALLOWED: 'A sua conta não pode ser usada a partir deste endereço de rede.',
  CSRF_INVALID: 'Esta página está desatualizada. Recarregue-a e tente de novo.',
  MERCHANT_NOT_ALLOWED: 'Você não atua por este comerciante.',
  STAFF_EMAIL_TAKEN: 'Já existe um membro da equipe com este e-mail.',
  STAFF_UNKNOWN: 'Este membro da equipe não existe.',
  ROLE_UNKNOWN: 'Esta função não existe.',
  ROLE_LOCKED: 'As funções embutidas não podem ser alteradas nem excluídas.',
  ROLE_IN_USE: 'Alguém tem esta função: dê outra função a essas pessoas antes de excluí-la.',
  KEY_EXPIRY_INVALID: 'Uma chave deve expirar depois de agora e dentro de um ano.',
  PASSKEY_INVALID:
    'Esta chave de acesso não pôde fazer o login: ela é desconhecida ou foi removida aqui, ou a resposta expirou. Tente novamente ou entre com a sua senha.',
  PASSKEY_ORIGIN:
    'As chaves de acesso não funcionam neste endereço. Abra o console no endereço habitual.',
  PASSKEY_TAKEN: 'Esta chave de acesso já foi adicionada.',
} satisfies SectionOf<typeof en>;

export const tl = {
  STAFF_SIGN_IN_FAILED: 'Mali ang e-mail o password.',
  STAFF_SIGN_IN_EXPIRED:
    'Nag-expire na ang pag-sign in na ito. Ilagay muli ang iyong e-mail at password.',
  IP_NOT_ALLOWED: 'Hindi magagamit ang iyong account mula sa network address na ito.',
  CSRF_INVALID: 'Luma na ang pahinang ito. I-reload ito at subukan muli.',
  MERCHANT_NOT_ALLOWED: 'Hindi ka kumikilos para sa merchant na ito.',
  STAFF_EMAIL_TAKEN: 'May staff na gumagamit na ng e-mail na ito.',
  STAFF_UNKNOWN: 'Walang ganitong staff.',
  ROLE_UNKNOWN: 'Walang ganitong tungkulin.',
  ROLE_LOCKED: 'Hindi mababago o mabubura ang mga nakatakdang tungkulin.',
  ROLE_IN_USE: 'May may hawak ng tungkuling ito: bigyan sila ng ibang tungkulin bago ito burahin.',
  KEY_EXPIRY_INVALID: 'Dapat mag-expire ang key pagkatapos ng ngayon at sa loob ng isang taon.',
  PASSKEY_INVALID:
    'Hindi ka naisa-sign in ng passkey na ito: hindi ito kilala o inalis na rito, o nag-expire ang sagot nito. Subukan muli, o mag-sign in gamit ang iyong password.',
  PASSKEY_ORIGIN:
    'Hindi gumagana ang mga passkey sa address na ito. Buksan ang console sa karaniwang address nito.',
  PASSKEY_TAKEN: 'Naidagdag na ang passkey na ito.',
} satisfies SectionOf<typeof en>;

export const ar = {
  STAFF_SIGN_IN_FAILED: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  STAFF_SIGN_IN_EXPIRED: 'انتهت صلاحية هذا الدخول. أدخل بريدك الإلكتروني وكلمة المرور مرة أخرى.',
  IP_NOT_ALLOWED: 'لا يمكن استخدام حسابك من عنوان الشبكة هذا.',
  CSRF_INVALID: 'هذه الصفحة قديمة. أعد تحميلها وحاول مرة أخرى.',
  MERCHANT_NOT_ALLOWED: 'أنت لا تعمل لصالح هذا التاجر.',
  STAFF_EMAIL_TAKEN: 'يوجد موظف بهذا البريد الإلكتروني بالفعل.',
  STAFF_UNKNOWN: 'لا يوجد موظف كهذا.',
  ROLE_UNKNOWN: 'لا يوجد دور كهذا.',
  ROLE_LOCKED: 'لا يمكن تغيير الأدوار المدمجة أو حذفها.',
  ROLE_IN_USE: 'هناك من يحمل هذا الدور: امنحهم دورًا آخر قبل حذفه.',
  KEY_EXPIRY_INVALID: 'يجب أن تنتهي صلاحية المفتاح بعد الآن وخلال عام.',
  PASSKEY_INVALID:
    'تعذّر تسجيل دخولك بمفتاح المرور هذا: إنه غير معروف هنا أو أُزيل، أو انتهت صلاحية إجابته. حاول مرة أخرى، أو سجّل الدخول بكلمة المرور.',
  PASSKEY_ORIGIN: 'لا تعمل مفاتيح المرور على هذا العنوان. افتح لوحة التحكم على عنوانها المعتاد.',
  PASSKEY_TAKEN: 'مفتاح المرور هذا مضاف بالفعل.',
} satisfies SectionOf<typeof en>;
