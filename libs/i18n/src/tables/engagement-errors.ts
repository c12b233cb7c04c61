import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of messages, feedback and activity comments: only
 * those screens meet them, so they load with them (added to `errors`).
 */
export const en = {
  MESSAGE_NOT_FOUND: 'This message is no longer available.',
  TEXT_TOO_LONG: 'Up to 140 characters, please.',
  FEEDBACK_WORD_COUNT: 'Please write 3 to 40 words.',
  COMMENT_EMPTY: 'Write something first.',
  FORM_INVALID: 'Something in the form is missing. Check it and send again.',
  UPLOAD_TOO_MANY: 'Up to 3 pictures, please.',
  UPLOAD_TOO_LARGE: 'A picture is larger than 5 MB.',
  UPLOAD_NOT_IMAGE: 'Pictures must be PNG or JPG files.',
  FEEDBACK_NOT_FOUND: 'This feedback does not exist.',
  FEEDBACK_ANSWERED: 'This feedback has been answered already.',
};

export const bn = {
  MESSAGE_NOT_FOUND: 'এই বার্তাটি আর পাওয়া যাচ্ছে না।',
  TEXT_TOO_LONG: 'অনুগ্রহ করে সর্বোচ্চ 140 অক্ষর লিখুন।',
  FEEDBACK_WORD_COUNT: 'অনুগ্রহ করে 3 থেকে 40 শব্দ লিখুন।',
  COMMENT_EMPTY: 'আগে কিছু লিখুন।',
  FORM_INVALID: 'ফর্মে কিছু বাদ পড়েছে। দেখে আবার পাঠান।',
  UPLOAD_TOO_MANY: 'অনুগ্রহ করে সর্বোচ্চ 3টি ছবি দিন।',
  UPLOAD_TOO_LARGE: 'একটি ছবি 5 MB এর বেশি বড়।',
  UPLOAD_NOT_IMAGE: 'ছবি অবশ্যই PNG বা JPG ফাইল হতে হবে।',
  FEEDBACK_NOT_FOUND: 'এই মতামতটি নেই।',
  FEEDBACK_ANSWERED: 'এই মতামতের উত্তর আগেই দেওয়া হয়েছে।',
} satisfies SectionOf<typeof en>;

export const pt = {
  MESSAGE_NOT_FOUND: 'Esta mensagem não está mais disponível.',
  TEXT_TOO_LONG: 'No máximo 140 caracteres, por favor.',
  FEEDBACK_WORD_COUNT: 'Escreva de 3 a 40 palavras, por favor.',
  COMMENT_EMPTY: 'Escreva algo primeiro.',
  FORM_INVALID: 'Falta algo no formulário. Confira e envie de novo.',
  UPLOAD_TOO_MANY: 'No máximo 3 imagens, por favor.',
  UPLOAD_TOO_LARGE: 'Uma imagem tem mais de 5 MB.',
  UPLOAD_NOT_IMAGE: 'As imagens precisam ser arquivos PNG ou JPG.',
  FEEDBACK_NOT_FOUND: 'Este comentário não existe.',
  FEEDBACK_ANSWERED: 'Este comentário já foi respondido.',
} satisfies SectionOf<typeof en>;

export const tl = {
  MESSAGE_NOT_FOUND: 'Wala na ang mensaheng ito.',
  TEXT_TOO_LONG: 'Hanggang 140 na titik lang, pakiusap.',
  FEEDBACK_WORD_COUNT: 'Pakisulat ng 3 hanggang 40 na salita.',
  COMMENT_EMPTY: 'Magsulat muna ng kahit ano.',
  FORM_INVALID: 'May kulang sa form. Suriin ito at ipadala ulit.',
  UPLOAD_TOO_MANY: 'Hanggang 3 larawan lang, pakiusap.',
  UPLOAD_TOO_LARGE: 'Lampas sa 5 MB ang isang larawan.',
  UPLOAD_NOT_IMAGE: 'Dapat PNG o JPG na file ang mga larawan.',
  FEEDBACK_NOT_FOUND: 'Walang ganitong feedback.',
  FEEDBACK_ANSWERED: 'Nasagot na ang feedback na ito.',
} satisfies SectionOf<typeof en>;

export const ar = {
  MESSAGE_NOT_FOUND: 'هذه الرسالة لم تعد متاحة.',
  TEXT_TOO_LONG: 'حتى 140 حرفًا من فضلك.',
  FEEDBACK_WORD_COUNT: 'يُرجى كتابة من 3 إلى 40 كلمة.',
  COMMENT_EMPTY: 'اكتب شيئًا أولًا.',
  FORM_INVALID: 'ينقص شيء في النموذج. راجعه وأرسله مجددًا.',
  UPLOAD_TOO_MANY: 'حتى 3 صور من فضلك.',
  UPLOAD_TOO_LARGE: 'إحدى الصور أكبر من 5 ميغابايت.',
  UPLOAD_NOT_IMAGE: 'يجب أن تكون الصور ملفات PNG أو JPG.',
  FEEDBACK_NOT_FOUND: 'هذه الملاحظة غير موجودة.',
  FEEDBACK_ANSWERED: 'تم الرد على هذه الملاحظة بالفعل.',
} satisfies SectionOf<typeof en>;
