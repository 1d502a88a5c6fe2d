import EnterpriseSpace from '../../components/EnterpriseSpace'

export default function Space() {
  return <EnterpriseSpace slug='kzero' />
}
