// The shapes the dashboard exchanges with the server (docs/api-overview.md).

export type Unit = 'kg' | 'ton' | 'bag' | 'box';
export type Currency = 'USD' | 'AFN';
export type Source = 'bought' | 'imported';
export type OrderStatus = 'pending' | 'approved' | 'completed' | 'cancelled';

export const UNITS: Unit[] = ['kg', 'ton', 'bag', 'box'];
export const CURRENCIES: Currency[] = ['USD', 'AFN'];
export const SOURCES: Source[] = ['bought', 'imported'];
export const ORDER_STATUSES: OrderStatus[] = ['pending', 'approved', 'completed', 'cancelled'];

export type StockImport = { id: number; quantity: number; date: string };
export type StockExport = { id: number; quantity: number; date: string; destination: string };

export type Product = {
  id: number;
  name: string;
  unit: Unit;
  price: number;
  currency: Currency;
  source: Source;
  imageUrl: string | null;
  createdAt: string;
  baseStock: number;
  available: number;
  imports: StockImport[];
  exports: StockExport[];
};

export type NewProduct = {
  name: string;
  unit: Unit;
  price: number;
  currency: Currency;
  source: Source;
  imageUrl?: string;
  initialStock?: number;
  initialImportQty?: number;
  importDate?: string;
};

export type ProductPatch = Partial<Pick<Product, 'name' | 'unit' | 'price' | 'currency' | 'source' | 'imageUrl' | 'baseStock'>>;

export type Order = {
  id: number;
  productId: number | null;
  productName: string;
  quantity: number;
  customerName: string;
  customerEmail: string | null;
  destination: string | null;
  notes: string | null;
  status: OrderStatus;
  createdAt: string;
};

export type Slide = { id: number; url: string };
export type HeroText = { title: string; lead: string; values: string; services: string };
export type Hero = { slides: Slide[]; texts: { en?: HeroText; fa?: HeroText } };

export type Award = { id: number; imageUrl: string; title: string | null; description: string | null };

// The site content is the same record on both sides of the site.
export type { Content } from '../lib/types';

export type Analytics = {
  year: number;
  month: number;
  totalOrders: number;
  pendingOrders: number;
  completedOrders: number;
  totalProducts: number;
  ordersPerDay: number[];
  ordersPerMonth: number[];
  revenuePerMonth: number[];
};

export type Admin = { id: number; username: string };

export type Session = { authenticated: boolean; username: string | null };
/** GET /api/tls: the https certificate the server uses (times are RFC 3339; absent when unknown). */
export type TlsStatus = {
  https: boolean;
  source?: 'acme' | 'files';
  domains: string[];
  notBefore?: string;
  notAfter?: string;
  renewAt?: string;
  lastError?: string;
};
