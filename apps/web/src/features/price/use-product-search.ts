import type { ProductItem } from '@portal/contracts/price';
import { useEffect, useState } from 'react';
import { useProducts } from './api/price-api';

const SEARCH_DELAY_MS = 250;

// The product pickers' search (a desk's antd Select, a phone's search box and list): the
// server is asked once the member stops typing. The chosen product stays among the options
// when a later search does not find it, so its name keeps showing.
export function useProductSearch(value: number | undefined) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<ProductItem | undefined>();
  const { data, isFetching } = useProducts(keyword);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = data?.list ?? [];
  const products = chosen && value === chosen.id && !found.some((p) => p.id === chosen.id) ? [chosen, ...found] : found;
  const choose = (id: number | undefined) => setChosen(products.find((p) => p.id === id));
  return { typed, setTyped, products, isFetching, choose };
}
