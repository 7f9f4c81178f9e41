// Page navigation in one object, so tests can spy on it (vi.spyOn(navigation, 'assign')).
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

export function navigateTo(url: string): void {
  navigation.assign(url);
}
