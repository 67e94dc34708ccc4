import type { Db } from '../../apps/server/src/db/database.ts';
import { drizzle } from './server-deps.ts';

const { sql } = drizzle;

/**
 * Seeds the scratch database inside PostgreSQL (INSERT ... SELECT over generate_series): no
 * rows travel over the wire, so 1,100,000 rows take seconds, not minutes. The text is built
 * from word lists the way real records read (company names, Indian mobile numbers, emails,
 * street addresses, scan messages, product names and label specifications), so a trigram
 * search matches as many rows as it would in life: common words hit a large share, codes and
 * numbers almost nothing. `setseed` makes every run hold the same rows.
 *
 * One company holds most rows (the worst case for a list filtered on company_id): 80% of
 * the customers and about 80% of the products; the other companies share the rest.
 */
export const scale = {
  companies: 20,
  customers: 100_000,
  products: 1_000_000,
  bigCompanyShare: 0.8,
};

const pick = (words: string[], draw = 'random()') =>
  sql.raw(
    `(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])[1 + floor(${draw} * ${words.length})::int]`,
  );

const brand = [
  'Apex',
  'Northwind',
  'Sunrise',
  'Bluestar',
  'Greenleaf',
  'Royal',
  'Global',
  'Prime',
  'Silverline',
  'Golden',
  'Metro',
  'Delta',
  'Omega',
  'Vertex',
  'Crest',
  'Orient',
  'Pioneer',
  'Summit',
  'Harbor',
  'Lotus',
  'Zenith',
  'Nova',
  'Unity',
  'Eagle',
  'Falcon',
  'Tiger',
  'Maple',
  'Cedar',
  'Riverside',
  'Oceanic',
  'Highland',
  'Eastern',
  'Western',
  'Indus',
  'Ganga',
  'Shree',
  'Sai',
  'Bharat',
  'Kaveri',
  'Narmada',
  'Everest',
  'Himalaya',
  'Sapphire',
  'Emerald',
  'Coral',
  'Pearl',
  'Crystal',
  'Quantum',
  'Fusion',
  'Vector',
  'Mahalaxmi',
  'Suryodaya',
  'Annapurna',
  'Kohinoor',
  'Saffron',
  'Tulsi',
  'Banyan',
  'Peacock',
  'Monsoon',
  'Deccan',
];
const trade = [
  'Pharma',
  'Foods',
  'Textiles',
  'Chemicals',
  'Industries',
  'Traders',
  'Exports',
  'Agro',
  'Cosmetics',
  'Electronics',
  'Plastics',
  'Packaging',
  'Beverages',
  'Spices',
  'Dairy',
  'Steels',
  'Paints',
  'Auto Parts',
  'Lubricants',
  'Seeds',
  'Fertilizers',
  'Apparel',
  'Footwear',
  'Healthcare',
  'Ayurveda',
  'Tea',
  'Oils',
  'Pipes',
  'Cables',
  'Hardware',
];
const form = [
  'Pvt Ltd',
  'Ltd',
  'LLP',
  '& Co',
  'Enterprises',
  'Corporation',
  'Group',
  'International',
  'Pvt. Ltd.',
  'Industries Ltd',
];
const mailHost = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const street = [
  'MG Road',
  'Station Road',
  'Link Road',
  'Nehru Nagar',
  'Gandhi Marg',
  'Ring Road',
  'Industrial Area Phase 2',
  'MIDC',
  'GIDC Estate',
  'Sector 18',
  'Park Street',
  'Church Street',
  'Anna Salai',
  'Residency Road',
  'Tilak Road',
  'Shivaji Nagar',
  'Civil Lines',
  'Laxmi Nagar',
  'Baner Road',
  'SG Highway',
];
const city = [
  'Mumbai',
  'Pune',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Ahmedabad',
  'Kolkata',
  'Jaipur',
  'Surat',
  'Indore',
  'Nagpur',
  'Lucknow',
  'Vadodara',
  'Coimbatore',
  'Nashik',
  'Rajkot',
  'Ludhiana',
  'Kochi',
  'Noida',
];
const message = [
  'Thank you for choosing a genuine product',
  'This product is authentic',
  'Genuine product verified',
  'Congratulations! You bought an original',
  'Authentic product. Register for warranty',
  'Original product, scan again to win points',
  'Verified genuine. Thank you for your purchase',
];
const adjective = [
  'Herbal',
  'Organic',
  'Premium',
  'Classic',
  'Fresh',
  'Extra Strong',
  'Natural',
  'Instant',
  'Advanced',
  'Gold',
  'Active',
  'Pure',
  'Ultra',
  'Daily',
  'Kids',
  'Pro',
  'Lite',
  'Royal',
  'Super',
  'Deluxe',
];
const noun = [
  'Shampoo',
  'Face Wash',
  'Hair Oil',
  'Toothpaste',
  'Paracetamol Tablets',
  'Cough Syrup',
  'Basmati Rice',
  'Green Tea',
  'Masala Chai',
  'Ghee',
  'Engine Oil',
  'Brake Fluid',
  'Wall Putty',
  'Enamel Paint',
  'LED Bulb',
  'Ceiling Fan',
  'Mobile Charger',
  'Power Bank',
  'Sunflower Oil',
  'Turmeric Powder',
  'Chilli Powder',
  'Biscuits',
  'Noodles',
  'Detergent',
  'Hand Wash',
  'Body Lotion',
  'Sunscreen',
  'Multivitamin Capsules',
  'Protein Powder',
  'Insect Repellent',
  'PVC Pipe',
  'Copper Wire',
  'Cement',
  'Seeds Hybrid',
  'Fertilizer',
  'Pesticide',
  'Running Shoes',
  'Cotton Shirt',
  'Denim Jeans',
  'Perfume',
];
const quantity = [
  '50 g',
  '100 g',
  '200 g',
  '500 g',
  '1 kg',
  '5 kg',
  '100 ml',
  '200 ml',
  '500 ml',
  '1 L',
  '5 L',
  '10 Tablets',
  '15 Capsules',
  'Pack of 2',
  'Pack of 6',
  '1 Unit',
];
const material = [
  'Paper',
  'Chromo paper',
  'PET',
  'BOPP',
  'Vinyl',
  'Polyester',
  'Thermal paper',
  'Silver polyester',
  'Transparent PP',
  'Tamper evident void',
];
const finish = [
  'gloss lamination',
  'matte lamination',
  'UV varnish',
  'no lamination',
  'soft touch',
];
const security = [
  'hologram',
  'UV ink',
  'QR code',
  'serial number',
  'scratch panel',
  'guilloche',
  'microtext',
  'tamper evident cut',
];
const labelSize = [
  '25 x 15 mm',
  '30 x 20 mm',
  '38 x 25 mm',
  '40 x 20 mm',
  '40 x 30 mm',
  '50 x 25 mm',
  '50 x 50 mm',
  '60 x 40 mm',
  '75 x 50 mm',
  '100 x 50 mm',
  '100 x 100 mm',
  '100 x 150 mm',
  '20 mm round',
  '30 mm round',
  '45 mm round',
];

/** A base-36 code from a number, upper case, padded: codes look like AX93KD, not 000042. */
const code36 = (n: string, width: number) =>
  sql.raw(`lpad(upper(translate(to_hex(${n}), 'abcdef', 'KMPRWX')), ${width}, 'Q')`);

export async function seed(db: Db): Promise<{ bigCompanyId: number }> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(
    sql`insert into companies (name) select 'Bench company ' || g from generate_series(1, ${scale.companies}) g`,
  );
  const [{ id: bigCompanyId }] = (
    await db.execute<{ id: number }>(sql`select min(id)::int as id from companies`)
  ).rows as { id: number }[];
  const others = scale.companies - 1;
  // Company of row g: the big one for the first share of rows, then the others in turn.
  const companyOf = (total: number) =>
    sql.raw(
      `case when g <= ${Math.round(total * scale.bigCompanyShare)} then ${bigCompanyId} else ${bigCompanyId} + 1 + (g % ${others}) end`,
    );
  await db.execute(sql`
    insert into customers (company_id, company_type, company_name, mobile_no, email, address, company_code, message_on_scan, created_date, public_id)
    select company_id, case when g % 5 = 0 then 'Business Partner' else 'Customer' end,
           b || ' ' || t || ' ' || f,
           (array['9','8','7','6'])[1 + g % 4] || lpad(floor(random() * 1e9)::bigint::text, 9, '0'),
           lower(regexp_replace(b || '.' || t, '[^A-Za-z.]', '', 'g')) || g || '@' || ${pick(mailHost)},
           (1 + floor(random() * 400))::int || ', ' || ${pick(street)} || ', ' || c || ' ' || (400000 + floor(random() * 99999))::int,
           ${code36('(g * 7919 + 104729)', 6)},
           ${pick(message)} || ' from ' || b,
           now() - (${scale.customers} - g) * interval '5 minutes',
           -- The scan page's id of a customer (migration 0024's form): 22 base64url characters,
           -- made from g so that every run seeds the same.
           rtrim(translate(encode(decode(md5('customer ' || g), 'hex'), 'base64'), '+/', '-_'), '=')
      from (select g, ${companyOf(scale.customers)} as company_id, ${pick(brand)} b, ${pick(trade)} t, ${pick(form)} f, ${pick(city)} c
              from generate_series(1, ${scale.customers}) g) s`);
  // Each product belongs to a customer of its own company: the big company's products to
  // its customers, the rest to the others', picked by position among that company's customers.
  await db.execute(sql`create temporary table bench_customer_slots as
    select id, company_id, (row_number() over (partition by company_id order by id) - 1)::int slot, count(*) over (partition by company_id)::int n from customers`);
  await db.execute(sql`create index on bench_customer_slots (company_id, slot)`);
  await db.execute(sql`
    insert into products (company_id, customer_id, product_name, product_sr_no, product_code, product_description,
                          label_size, label_specification, authentication_msg, color, created_date)
    select p.company_id, s.id, p.name, 'SR' || p.g, 'PRD-' || ${code36('(p.g::bigint * 48271 + 2147483647)', 9)}, p.name || ' by ' || s.id,
           p.size, p.spec, 'Genuine product', '#1F4E79', now() - (${scale.products} - p.g) * interval '30 seconds'
      from (select g, ${companyOf(scale.products)} as company_id, random() r,
                   ${pick(adjective)} || ' ' || ${pick(noun)} || ' ' || ${pick(quantity)} as name,
                   ${pick(labelSize)} as size,
                   ${pick(material)} || ', ' || ${pick(finish)} || ', ' || ${pick(security)} || case when random() < 0.3 then ' + ' || ${pick(security)} else '' end as spec
              from generate_series(1, ${scale.products}) g) p
      join lateral (select n from bench_customer_slots where company_id = p.company_id and slot = 0) k on true
      join bench_customer_slots s on s.company_id = p.company_id and s.slot = floor(p.r * k.n)::int`);
  await db.execute(sql`drop table bench_customer_slots`);
  return { bigCompanyId };
}
