// What other features and the app may use of publishing to YouTube.
export { PublishPanel } from './PublishPanel';
export { publishingKeys, monthPublishedQuery } from './api';
export { StaffResultsPanel } from './StaffResultsPanel';
export { formatCtr } from './results-format';
