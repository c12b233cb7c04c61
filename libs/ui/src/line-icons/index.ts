export { ChevronIcon, EyeIcon, EyeOffIcon, PersonIcon, RefreshIcon } from './line-icons';
