export {
  ChevronIcon,
  EyeIcon,
  EyeOffIcon,
  MoonIcon,
  PersonIcon,
  RefreshIcon,
  SunIcon,
} from './line-icons';
