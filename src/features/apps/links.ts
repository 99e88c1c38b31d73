// Where an application service's screens are.
export const serviceLinks = (id: string) => ({
  detail: `/service-detail?id=${encodeURIComponent(id)}`,
  analytics: `/app-detail?id=${encodeURIComponent(id)}`,
  api: `/api-service-detail?id=${encodeURIComponent(id)}`,
});
