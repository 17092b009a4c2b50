// JsBarcode's Code 128 encoder on its own (the package's full build carries every barcode
// format, ~55 KB more): it turns a value into modules, '1' a bar and '0' a space.
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  export default class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    encode(): { data: string; text: string };
  }
}
