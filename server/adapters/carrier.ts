/**
 * Shipping labels (docs/requirements/platform.md §6; docs/requirements/production.md §4: a label is purchased → voided, and a void is
 * final). Local default: a label of our own — a tracking number, a rate by weight and a real 4 × 6
 * PDF with its barcode. With EASYPOST_API_KEY, labels are bought from EasyPost (cheapest rate,
 * PDF label) and voided there (refund).
 */
import { randomInt } from 'node:crypto';
import { HttpError } from '../http/errors';
import { shippingLabelPdf, type AddressLines } from './documents';

export interface LabelRequest {
  order_number: string;
  from: AddressLines;
  to: AddressLines & { phone?: string | null };
  weight_ounces: number;
}

export interface PurchasedLabel {
  carrier: string;
  service: string;
  tracking_number: string;
  carrier_shipment_id: string | null;
  cost: number;
  label_pdf: Buffer;
}

export interface CarrierAdapter {
  readonly kind: 'local' | 'easypost';
  buy(request: LabelRequest): Promise<PurchasedLabel>;
  void(shipment: { carrier_shipment_id: string | null; tracking_number: string }): Promise<void>;
}

/** Where parcels leave from (the warehouse), for the label's return address. */
export const WAREHOUSE_ADDRESS: AddressLines = {
  name: 'Papered Fulfilment',
  address1: '200 Industrial Way',
  city: 'Portland',
  province: 'OR',
  postal_code: '97217',
  country_code: 'US',
};

/** The carrier name on the local adapter's labels (its parcels are delivered by a schedule, server/production/delivery.ts). */
export const LOCAL_CARRIER_NAME = 'Papered Local';

export class LocalCarrier implements CarrierAdapter {
  readonly kind = 'local' as const;
  async buy(request: LabelRequest): Promise<PurchasedLabel> {
    const tracking = `PPR${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e3)).padStart(3, '0')}`;
    const service = request.weight_ounces > 16 * 20 ? 'Freight' : 'Ground';
    const cost = Math.round((6.5 + (request.weight_ounces / 16) * 0.85) * 100) / 100;
    const label_pdf = await shippingLabelPdf({ carrier: LOCAL_CARRIER_NAME, service, tracking_number: tracking, ...request });
    return { carrier: LOCAL_CARRIER_NAME, service, tracking_number: tracking, carrier_shipment_id: null, cost, label_pdf };
  }
  async void() {}
}

const easyAddress = (a: AddressLines & { phone?: string | null }) => ({
  name: a.name,
  company: a.company,
  street1: a.address1,
  street2: a.address2,
  city: a.city,
  state: a.province,
  zip: a.postal_code,
  country: a.country_code,
  phone: a.phone,
});

/** A rate EasyPost offers for a shipment. */
interface CarrierRate {
  id: string;
  rate: string;
  carrier: string;
  service: string;
}

export class EasyPost implements CarrierAdapter {
  readonly kind = 'easypost' as const;
  constructor(
    private apiKey: string,
    private fetchImpl: typeof fetch = fetch,
    private baseUrl = 'https://api.easypost.com/v2',
  ) {}

  private async call<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new HttpError(502, 'carrier_unreachable', 'The carrier could not be reached. Please try again.');
    }
    const json = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!response.ok) throw new HttpError(502, 'carrier_error', json?.error?.message ?? `The carrier answered ${response.status}.`);
    return json as T;
  }

  async buy(request: LabelRequest): Promise<PurchasedLabel> {
    const shipment = await this.call<{ id: string; rates?: CarrierRate[] }>('/shipments', {
      shipment: {
        to_address: easyAddress(request.to),
        from_address: easyAddress(WAREHOUSE_ADDRESS),
        parcel: { weight: request.weight_ounces },
        options: { label_format: 'PDF', label_size: '4x6' },
        reference: request.order_number,
      },
    });
    const rates = shipment.rates ?? [];
    if (!rates.length) throw new HttpError(502, 'carrier_error', 'The carrier offered no rate for this parcel.');
    const cheapest = rates.reduce((a, b) => (Number(b.rate) < Number(a.rate) ? b : a));
    const bought = await this.call<{ tracking_code: string; postage_label?: { label_pdf_url?: string; label_url?: string } }>(
      `/shipments/${shipment.id}/buy`,
      { rate: { id: cheapest.id } },
    );
    const labelUrl = bought.postage_label?.label_pdf_url ?? bought.postage_label?.label_url;
    const label = labelUrl ? await this.fetchImpl(labelUrl).then((r) => r.arrayBuffer()) : undefined;
    if (!label) throw new HttpError(502, 'carrier_error', 'The carrier sent no label.');
    return {
      carrier: cheapest.carrier,
      service: cheapest.service,
      tracking_number: bought.tracking_code,
      carrier_shipment_id: shipment.id,
      cost: Number(cheapest.rate),
      label_pdf: Buffer.from(label),
    };
  }

  async void(shipment: { carrier_shipment_id: string | null }) {
    if (!shipment.carrier_shipment_id) return;
    await this.call(`/shipments/${shipment.carrier_shipment_id}/refund`, {});
  }
}

export function createCarrierAdapter(env = process.env): CarrierAdapter {
  return env.EASYPOST_API_KEY ? new EasyPost(env.EASYPOST_API_KEY) : new LocalCarrier();
}
