import type { Translation } from '../../lib/messages';
import type { apiErrorMessages } from '../en/apiErrors';

export const apiErrors: Translation<typeof apiErrorMessages.en> = {
  rateLimitedIn: 'Dịch vụ định tuyến đang bận. Hãy thử lại sau {seconds} giây.',
  rateLimited: 'Dịch vụ định tuyến đang bận. Hãy thử lại sau giây lát.',
  serviceTroubleHttp: 'Dịch vụ định tuyến đang gặp sự cố (HTTP {status}). Hãy thử lại sau ít phút.',
  serviceTrouble: 'Dịch vụ định tuyến đang gặp sự cố. Hãy thử lại sau ít phút.',
  refusedHttp: 'Dịch vụ định tuyến đã từ chối yêu cầu (HTTP {status}).',
  network: 'Không kết nối được với dịch vụ định tuyến. Hãy kiểm tra kết nối của bạn.',
  timeout: 'Dịch vụ định tuyến phản hồi quá lâu. Hãy thử lại.',
  aborted: 'Yêu cầu đã bị hủy.',
  invalidResponse: 'Dịch vụ định tuyến gửi về một phản hồi không mong đợi.',
  badRequest: 'Dịch vụ định tuyến đã bác bỏ yêu cầu.',
  notFound: 'Dịch vụ định tuyến không còn nhận ra lộ trình hoặc bước này. Hãy lấy báo giá mới.',
  apiError: 'Dịch vụ định tuyến báo lỗi ({code}).',
  quoteExpired: 'Báo giá này đã hết hạn. Hãy lấy báo giá mới để tiếp tục.',
  unknown: 'Đã xảy ra lỗi. Hãy thử lại.',
  tooLarge: 'Dịch vụ định tuyến gửi nhiều dữ liệu hơn mức widget chấp nhận.',
};
