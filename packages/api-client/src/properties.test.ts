import { PROPERTY_VALUES } from '@pm/schemas/testing';
import { propertyFormData } from './properties';

describe('propertyFormData', () => {
  const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

  it("sends SPEC 7's add payload names: top-level, location[x], financialInfo[x], images, documents[x]", () => {
    const deed = new File(['%PDF-'], 'deed.pdf', { type: 'application/pdf' });
    const contract = new File(['%PDF-'], 'contract.pdf', { type: 'application/pdf' });
    const body = propertyFormData(
      { owner: 'o1', ...PROPERTY_VALUES, name: ' Sukhumvit Suite ' },
      { images: [photo('a.png'), null, photo('b.png')], titleDeed: deed, managementContract: contract },
    );
    expect([...body.keys()]).toEqual([
      'owner',
      'name',
      'refId',
      'type',
      'condoName',
      'size',
      'rooms',
      'bedrooms',
      'bathrooms',
      'floors',
      'status',
      'threeSixtyTour',
      'billingDate',
      'englishLink',
      'thaiLink',
      'address',
      'description',
      'location[latitude]',
      'location[longitude]',
      'location[neighbourhood]',
      'financialInfo[monthlyRent]',
      'financialInfo[estimatedRent]',
      'financialInfo[managementFee]',
      'images',
      'images',
      'documents[titleDeed]',
      'documents[managementContract]',
    ]);
    expect(body.get('name')).toBe('Sukhumvit Suite');
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect((body.get('documents[titleDeed]') as File).name).toBe('deed.pdf');
  });

  it('sends at most 5 photos', () => {
    const images = ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.png`));
    expect(propertyFormData({}, { images }).getAll('images')).toHaveLength(5);
  });

  it('keeps empty texts in an add but leaves them out of an edit', () => {
    expect([...propertyFormData({ name: 'A', refId: '' }).entries()]).toEqual([
      ['name', 'A'],
      ['refId', ''],
    ]);
    const edit = propertyFormData(
      { owner: 'o2', name: '', monthlyRent: ' 40000 ', latitude: '  ' },
      { images: [null, null] },
      { skipEmpty: true },
    );
    expect([...edit.entries()]).toEqual([
      ['owner', 'o2'],
      ['financialInfo[monthlyRent]', '40000'],
    ]);
  });
});
