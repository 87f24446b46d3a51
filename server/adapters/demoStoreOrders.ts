/**
 * The built-in demo store's orders: realistic store orders (Shopify's order JSON) for a brand,
 * from a seeded random generator, so a demo, a test or a benchmark gets the same kind of stream a
 * real shop sends. Customers repeat (a shop's returning buyers), 1–5 line items each, of the
 * brand's designs on the materials it offers, in sizes a wall takes.
 */

export interface DemoShop {
  brand_id: number;
  brand_name: string;
  /** The materials the shop sells (names the importer matches). */
  materials: string[];
}

const FIRST = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Mateo',
  'Chloé',
  'Hugo',
  'Sofia',
  'Lucas',
  'Maya',
  'Ethan',
  'Zoe',
  'Léa',
  'Omar',
  'Ines',
  'Jonas',
  'Priya',
  'Kenji',
  'Aisha',
];
const LAST = [
  'Martin',
  'Bernard',
  'Nguyen',
  'Garcia',
  'Smith',
  'Dubois',
  'Rossi',
  'Kowalski',
  'Johnson',
  'Moreau',
  'Silva',
  'Tanaka',
  'Haddad',
  'Okafor',
  'Larsen',
  'Brown',
];
const DESIGNS = [
  'Fern Grove',
  'Palm Shadows',
  'Art Deco Fans',
  'Hexagon Drift',
  'Coastal Dunes',
  'Willow Bough',
  'Terrazzo Chip',
  'Moonlit Meadow',
  'Ink Botanics',
  'Linen Stripe',
  'Marble Vein',
  'Citrus Grove',
];
const PLACES: Array<[string, string, string, string]> = [
  ['Portland', 'OR', '97205', 'US'],
  ['Austin', 'TX', '78701', 'US'],
  ['Brooklyn', 'NY', '11201', 'US'],
  ['Denver', 'CO', '80202', 'US'],
  ['Toronto', 'ON', 'M5V 2T6', 'CA'],
  ['Lyon', 'ARA', '69002', 'FR'],
  ['Chicago', 'IL', '60607', 'US'],
  ['Seattle', 'WA', '98101', 'US'],
];
const STREETS = ['Oak St', 'Maple Ave', 'Hawthorne Blvd', 'Rue de la République', 'King St W', 'Elm Row', 'Harbor Rd', 'Mill Lane'];
const SIZES: Array<[number, number]> = [
  [24, 108],
  [27, 120],
  [36, 96],
  [48, 108],
  [24, 60],
];

/** A small deterministic random generator (mulberry32), so a seed gives the same orders. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

/** The demo store's customer number `customerNo` of a brand: the same person in every order of theirs. */
function demoCustomer(brandId: number, customerNo: number) {
  const crnd = randomFrom(brandId * 7919 + customerNo);
  const first = crnd.pick(FIRST);
  const last = crnd.pick(LAST);
  const place = crnd.pick(PLACES);
  // Drawn in this order so every order of the customer (and the store's customer JSON) agree.
  const address1 = `${crnd.int(1, 999)} ${crnd.pick(STREETS)}`;
  const phone = `+1 555 ${String(crnd.int(100, 999))} ${String(crnd.int(1000, 9999))}`;
  const acceptsMarketing = crnd.next() < 0.4;
  return {
    first,
    last,
    place,
    address1,
    phone,
    acceptsMarketing,
    email: `${slug(first)}.${slug(last)}${customerNo}@example.com`,
    id: Number(`7${brandId}${String(customerNo).padStart(6, '0')}`),
  };
}

/** A demo store customer by its store id (Shopify's customer JSON), or null when the demo store has none. */
export function demoStoreCustomer(brandId: number, storeId: string) {
  const m = new RegExp(`^7${brandId}(\\d{6})$`).exec(storeId);
  const customerNo = m ? Number(m[1]) : 0;
  if (customerNo < 1) return null;
  const c = demoCustomer(brandId, customerNo);
  return { id: c.id, first_name: c.first, last_name: c.last, email: c.email, phone: c.phone, accepts_marketing: c.acceptsMarketing };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The `index`-th order of a shop (numbered from 1001): the same index gives the same order, so a
 * replay of the stream re-sends the same store orders (which the importer takes once).
 */
export function demoStoreOrder(shop: DemoShop, index: number, options: { at?: Date; unknownMaterial?: string } = {}) {
  const rnd = randomFrom(shop.brand_id * 1_000_003 + index);
  const customerNo = rnd.int(1, 40 + Math.floor(index / 3));
  const { first, last, place, email, address1, phone, acceptsMarketing, id: customerId } = demoCustomer(shop.brand_id, customerNo);
  const [city, province, zip, country] = place;
  const address = {
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    address1,
    city,
    province,
    zip,
    country_code: country,
    phone,
  };
  const lines = Array.from({ length: rnd.int(1, 5) }, (_, i) => {
    const [width, height] = rnd.pick(SIZES);
    const material = options.unknownMaterial && i === 0 ? options.unknownMaterial : rnd.pick(shop.materials);
    const price = (width * height * 0.012).toFixed(2);
    const design = rnd.pick(DESIGNS);
    return {
      id: Number(`${shop.brand_id}${index}${i}`),
      sku: `${slug(design).slice(0, 10).toUpperCase()}-${width}X${height}`,
      title: design,
      quantity: rnd.int(1, 3),
      price,
      properties: [
        { name: 'Material', value: material },
        { name: 'Width (in)', value: String(width) },
        { name: 'Height (in)', value: String(height) },
      ],
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0);
  const shipping = subtotal > 250 ? 0 : 14.95;
  const tax = Math.round(subtotal * 0.08 * 100) / 100;
  return {
    id: Number(`9${shop.brand_id}${String(index).padStart(7, '0')}`),
    name: `#${shop.brand_id}${String(index).padStart(4, '0')}`,
    order_number: index,
    email,
    created_at: (options.at ?? new Date()).toISOString(),
    currency: 'USD',
    note: rnd.next() < 0.15 ? 'Please leave the parcel with the concierge.' : null,
    total_tax: tax.toFixed(2),
    total_price: (subtotal + shipping + tax).toFixed(2),
    shipping_lines: [{ title: shipping ? 'Standard' : 'Free shipping', price: shipping.toFixed(2) }],
    customer: { id: customerId, first_name: first, last_name: last, email, phone: address.phone, accepts_marketing: acceptsMarketing },
    shipping_address: address,
    line_items: lines,
  };
}

export type DemoStoreOrder = ReturnType<typeof demoStoreOrder>;
