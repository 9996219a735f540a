import { describe, expect, it } from 'vitest';
import { fillPath } from './contract';

describe('fillPath', () => {
  it('fills each :name segment and leaves the rest of the path alone', () => {
    expect(fillPath('/api/drive/progress/:id', { id: 'u1' })).toBe('/api/drive/progress/u1');
    expect(fillPath('/api/health', undefined)).toBe('/api/health');
  });

  it('encodes values so a slash or dots cannot leave their segment', () => {
    expect(fillPath('/api/files/:id', { id: '../../etc' })).toBe('/api/files/..%2F..%2Fetc');
  });

  it('throws when a parameter is missing, naming it', () => {
    expect(() => fillPath('/api/files/:id', {})).toThrow("Missing path parameter 'id'");
  });
});
