export { startFieldData } from './start-field-data';
