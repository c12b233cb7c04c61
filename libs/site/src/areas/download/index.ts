// The app download area's door: store apps by QR code, the lite app (this site installed) and
// the install guides (spec §1 "mobile app download", §2 side menu "app download").
export { LazyDownloadPage } from './lazy-screens';
