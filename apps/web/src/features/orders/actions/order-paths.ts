// Where the order screens send the member. The edit page belongs to the shipping flow.
export const POSTED_LIST = '/jiedao/jd-postorder';
export const RECEIVED_LIST = '/jiedao/jd-receivedorder';
export const detailPath = (id: number) => `/jiedao/jd-orderdetail?id=${id}`;
export const editPath = (id: number) => `/jiedao/jd-deliveryedit?id=${id}`;
export const logisticsPath = (orderNo: string) => `/jiedao/jd-logistics?no=${encodeURIComponent(orderNo)}`;
// Real-name verification, needed before an order leaves draft.
export const VERIFY_PATH = '/jiedao/jd-idcard';
