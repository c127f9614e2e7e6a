import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

const textsIn = async (language: 'en' | 'ar') => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { en: { translation: en }, ar: { translation: ar } } });
  return instance.t;
};

/** "1 units in 1 orders" (issue 24): each count takes its own plural, in English and in Arabic's forms. */
describe('the seller figures count units and orders in good grammar', () => {
  it('English: one and many', async () => {
    const t = await textsIn('en');
    const line = (units: number, orders: number) =>
      t('sellerHome.unitsOrders', {
        units: t('sellerHome.unitCount', { count: units }),
        orders: t('sellerHome.orderCount', { count: orders }),
      });
    expect(line(1, 1)).toBe('Delivered: 1 unit in 1 order');
    expect(line(5, 2)).toBe('Delivered: 5 units in 2 orders');
  });

  it('Arabic: one, two, a few and many', async () => {
    const t = await textsIn('ar');
    const line = (units: number, orders: number) =>
      t('sellerHome.unitsOrders', {
        units: t('sellerHome.unitCount', { count: units }),
        orders: t('sellerHome.orderCount', { count: orders }),
      });
    expect(line(1, 1)).toBe('المسلّم: وحدة واحدة في طلب واحد');
    expect(line(2, 2)).toBe('المسلّم: وحدتان في طلبين');
    expect(line(5, 3)).toBe('المسلّم: 5 وحدات في 3 طلبات');
    expect(line(11, 100)).toBe('المسلّم: 11 وحدة في 100 طلب');
  });
});

describe("the seller home's line for today", () => {
  it('counts orders in each language', async () => {
    const [en, ar] = [await textsIn('en'), await textsIn('ar')];
    expect(en('sellerHome.today', { count: 1, amount: '$9.00' })).toBe('Today: 1 order, $9.00');
    expect(en('sellerHome.today', { count: 0, amount: '$0.00' })).toBe('Today: 0 orders, $0.00');
    expect(ar('sellerHome.today', { count: 0, amount: '$0.00' })).toBe('اليوم: لا طلبات، $0.00');
    expect(ar('sellerHome.today', { count: 1, amount: '$9.00' })).toBe('اليوم: طلب واحد، $9.00');
    expect(ar('sellerHome.today', { count: 2, amount: '$9.00' })).toBe('اليوم: طلبان، $9.00');
    expect(ar('sellerHome.today', { count: 12, amount: '$9.00' })).toBe('اليوم: 12 طلبًا، $9.00');
  });
});
