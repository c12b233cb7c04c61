export { CountdownButton, type CountdownButtonProps } from './countdown-button';
export { SMS_COUNTDOWN_SECONDS, useCountdown, type Countdown } from './use-countdown';
