// The clock hook is shared with the chat's Support list; orders keep their import path.
export { useNow } from '../../lib/use-now';
