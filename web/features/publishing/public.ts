// What other features and the app may use of publishing to YouTube.
export { PublishPanel } from './PublishPanel';
export { publishingKeys } from './api';
