import { describe, expect, it } from 'vitest';
import { LOCATION_LABELS, locationName } from './locations.ts';

describe('location names', () => {
  it('every stored label reads in Arabic, and stays as stored in English or when unknown', () => {
    expect(locationName('Beirut - Hamra', 'ar')).toBe('بيروت - الحمرا');
    expect(locationName('Beirut - Hamra', 'en')).toBe('Beirut - Hamra');
    expect(locationName('Atlantis - Somewhere', 'ar')).toBe('Atlantis - Somewhere');
    for (const label of LOCATION_LABELS)
      expect(locationName(label, 'ar')).toMatch(/^[\u0600-\u06FF ]+ - [\u0600-\u06FF ]+$/);
  });
});
