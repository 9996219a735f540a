// What other features may use of the versions feature.
export { mediaFactsQuery, reviewVersionsKey } from './api';
export { Poster } from './Poster';
