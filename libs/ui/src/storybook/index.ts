export { BothThemes } from './both-themes';
