export function InstallEntry() {
  return null;
}
