import type { SectionOf } from './define-section';

/**
 * The login popup's two-factor words (the authenticator code after the password, the GOOGLE
 * unfamiliar-IP method): they load with the login popup, not in the first download.
 */
export const en = {
  totpCode: 'Authenticator code',
  totpHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  verifyGoogle: 'Enter the 6-digit code from your authenticator app.',
};

export const bn = {
  totpCode: 'অথেনটিকেটর কোড',
  totpHint: 'আপনার অথেনটিকেটর অ্যাপের ৬ সংখ্যার কোড, অথবা আপনার একটি রিকভারি কোড।',
  verifyGoogle: 'আপনার অথেনটিকেটর অ্যাপের ৬ সংখ্যার কোডটি লিখুন।',
} satisfies SectionOf<typeof en>;

export const pt = {
  totpCode: 'Código do autenticador',
  totpHint: 'O código de 6 dígitos do seu app autenticador, ou um dos seus códigos de recuperação.',
  verifyGoogle: 'Digite o código de 6 dígitos do seu app autenticador.',
} satisfies SectionOf<typeof en>;

export const tl = {
  totpCode: 'Code ng authenticator',
  totpHint:
    'Ang 6-digit na code mula sa iyong authenticator app, o isa sa iyong mga recovery code.',
  verifyGoogle: 'Ilagay ang 6-digit na code mula sa iyong authenticator app.',
} satisfies SectionOf<typeof en>;

export const ar = {
  totpCode: 'رمز المصادقة',
  totpHint: 'الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد.',
  verifyGoogle: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
} satisfies SectionOf<typeof en>;
