// What other features may use of the versions feature.
export { reviewVersionsKey } from './api';
