import { addSection } from '@tessera/i18n';
import * as social from '@tessera/i18n/social';
import * as socialErrors from '@tessera/i18n/social-errors';
import { useTranslation } from 'react-i18next';

// Social sign-in's words and refusals ship with the screens that show them (the login and
// sign-up popups, the callback page, the security centre), not with the first load.
addSection('social', social);
addSection('errors', socialErrors);

/** The translation hook of social sign-in's screens (its section is loaded with this module). */
export const useSocialTexts = () => useTranslation();
