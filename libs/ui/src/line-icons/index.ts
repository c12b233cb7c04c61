export { ChevronIcon, EyeIcon, EyeOffIcon, RefreshIcon } from './line-icons';
