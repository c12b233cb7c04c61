import type { Country, SmsCodeRequest, SmsCodeSent } from '@tessera/contract';
import { VERIFICATION_CODE_MAX } from '@tessera/domain';
import { CountdownButton, Select, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsCode } from '../hooks/use-sms-code';
import styles from './account-form.module.css';
import { SmsFailureDialog } from './sms-failure-dialog';

export interface MobileCodeFieldsProps {
  countries: readonly Country[];
  /** Requests the code (login, register or reset each have their own call). */
  send: (request: SmsCodeRequest) => Promise<SmsCodeSent>;
  defaultCountry?: string;
  defaultMobile?: string;
  /** Whether to show the code field and the send button. @default true */
  withCode?: boolean;
  mobileError?: string;
  codeError?: string;
  /** Label of the mobile field. @default login.mobile */
  mobileLabel?: string;
}

/**
 * Country code, mobile number and the SMS code with its countdown. Named inputs
 * (countryDialingCode, mobileNum, verificationCode) so the surrounding form reads them.
 */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const first = props.countries[0]?.countryDialingCode ?? '';
  // The countries may arrive after the first render: until one is chosen, use the first.
  const [chosen, setCountry] = useState(props.defaultCountry ?? '');
  const country = chosen || first;
  const [mobile, setMobile] = useState(props.defaultMobile ?? '');
  const sms = useSmsCode(props.send);
  const options = props.countries.map((entry) => ({
    value: entry.countryDialingCode,
    // Platforms send the code with or without its plus sign; show it once either way.
    label: `${entry.countryCode} +${entry.countryDialingCode.replace(/^\+/, '')}`,
  }));
  return (
    <>
      <div className={styles.row}>
        <Select
          name="countryDialingCode"
          label={t('login.country')}
          options={options}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        />
        <TextField
          name="mobileNum"
          label={props.mobileLabel ?? t('login.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={props.mobileError}
          required
        />
      </div>
      {props.withCode !== false && (
        <div className={styles.row}>
          <TextField
            name="verificationCode"
            label={t('login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_MAX}
            error={props.codeError}
            required
          />
          <CountdownButton
            type="button"
            variant="secondary"
            secondsLeft={sms.secondsLeft}
            onClick={() =>
              void sms.request({ countryDialingCode: country, mobileNo: mobile.trim() })
            }
          >
            {t('login.sendCode')}
          </CountdownButton>
        </div>
      )}
      <SmsFailureDialog error={sms.failure} onClose={sms.dismissFailure} />
    </>
  );
}
