// What other features may use of the dashboard; everything else in this folder is private to it.
export { meQuery } from './api';
