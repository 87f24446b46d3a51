/** The demo store of brand 1 as the store-order tests build their orders with `demoStoreOrder`. */
export const DEMO_SHOP = { brand_id: 1, brand_name: 'Wallflower Studio', materials: ['Traditional Smooth', 'Peel & Stick Matte'] };
