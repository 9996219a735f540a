import { configure } from '@testing-library/react';

// Pages load lazily, and on a loaded two-core CI machine the first import of a page can take
// longer than Testing Library's 1 s default wait; findBy*/waitFor give it up to 5 s.
configure({ asyncUtilTimeout: 5000 });
